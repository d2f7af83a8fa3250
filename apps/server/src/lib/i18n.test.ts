import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { LANGUAGES } from '@portico/contract';
import { EMAIL_MESSAGES, type EmailKey } from '@portico/messages/server';
import { describe, expect, it } from 'vitest';
import { describeDuration } from '../modules/mail';
import { directionOf, recipientLanguage, translator } from './i18n';

type Compiled = ReturnType<typeof compileMessageOrThrow>;

/** The plural arguments of a compiled message, nested ones included, as their lists of categories. */
const pluralsOf = (message: Compiled): string[][] => {
  if (typeof message === 'string') return [];
  const found: string[][] = [];
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [, type, format] = token as [string, string?, Record<string, Compiled>?];
    if (!format || typeof format !== 'object') continue;
    if (type === 'plural') found.push(Object.keys(format).filter((c) => c !== 'offset'));
    for (const [choice, branch] of Object.entries(format))
      if (choice !== 'offset') found.push(...pluralsOf(branch));
  }
  return found;
};

describe("the server's texts (issue 26)", () => {
  it('writes each language with its own values and plurals', () => {
    expect(translator('en')('email.digest.subject', { brand: 'Acme', count: 1 })).toBe(
      'Your daily summary from Acme: 1 notification',
    );
    expect(translator('de')('email.digest.subject', { brand: 'Acme', count: 3 })).toBe(
      'Ihre tägliche Zusammenfassung von Acme: 3 Benachrichtigungen',
    );
    expect(translator('fr')('email.digest.subject', { brand: 'Acme', count: 1 })).toBe(
      'Votre récapitulatif quotidien de Acme\u00a0: 1 notification',
    );
    const ar = translator('ar');
    expect([1, 2, 3, 11, 100].map((count) => ar('email.digest.subject', { brand: 'Acme', count }))).toEqual([
      'ملخصك اليومي من Acme: إشعار واحد',
      'ملخصك اليومي من Acme: إشعاران',
      'ملخصك اليومي من Acme: 3 إشعارات',
      'ملخصك اليومي من Acme: 11 إشعارًا',
      'ملخصك اليومي من Acme: 100 إشعار',
    ]);
    expect(ar.language).toBe('ar');
  });

  it('chooses between an internal note and an update in one message', () => {
    const values = { actor: 'Sam', item: 'Logo' };
    expect(translator('en')('email.notification.update', { ...values, kind: 'note' })).toBe(
      'Sam added an internal note on Logo',
    );
    expect(translator('en')('email.notification.update', { ...values, kind: 'update' })).toBe(
      'Sam posted an update on Logo',
    );
    expect(translator('de')('email.notification.update', { ...values, kind: 'note' })).toBe(
      'Sam hat eine interne Notiz zu Logo hinzugefügt',
    );
    expect(translator('es')('email.notification.update', { ...values, kind: 'update' })).toBe(
      'Sam ha publicado una actualización en Logo',
    );
  });

  it('says how long a link works in each language', () => {
    expect(describeDuration(3_600_000)).toBe('1 hour');
    expect(describeDuration(7 * 86_400_000, 'de')).toBe('7 Tage');
    expect(describeDuration(90 * 60_000, 'pt-BR')).toBe('90 minutos');
    expect(describeDuration(3_600_000, 'fr')).toBe('1 heure');
    expect(describeDuration(2 * 3_600_000, 'ar')).toBe('ساعتين');
    expect(describeDuration(7 * 86_400_000, 'ar')).toBe('7 أيام');
    expect(describeDuration(30_000, 'es')).toBe('1 minuto');
  });

  it("names every plural category of the language in each of its plurals (Arabic's six)", () => {
    const missing: string[] = [];
    for (const language of LANGUAGES) {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const [key, text] of Object.entries(EMAIL_MESSAGES[language]))
        for (const plural of pluralsOf(compileMessageOrThrow(text)))
          for (const category of categories)
            if (!plural.includes(category)) missing.push(`${language} ${key}: ${category}`);
    }
    expect(missing).toEqual([]);
  });

  it('has every key in every language (the same keys as English)', () => {
    const english = Object.keys(EMAIL_MESSAGES.en).sort();
    expect(english.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) expect(Object.keys(EMAIL_MESSAGES[language]).sort()).toEqual(english);
    for (const language of LANGUAGES)
      for (const key of english) expect(translator(language)(key as EmailKey)).not.toBe(key);
  });

  it('writes Arabic right to left, and reads the person’s language before the tenant’s', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(LANGUAGES.filter((l) => directionOf(l) === 'rtl')).toEqual(['ar']);
    expect(recipientLanguage({ language: 'fr' }, { language: 'de' })).toBe('fr');
    expect(recipientLanguage({ language: null }, { language: 'de' })).toBe('de');
  });
});
