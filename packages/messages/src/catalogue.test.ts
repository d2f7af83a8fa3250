import fs from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { apiGroups, consoleApiGroups, messageMatcher, templates } from './api-messages';
import { LANGUAGES, NAMESPACES, type Namespace } from './index';
import { LOCALES_DIR, apiTemplates, compileUnit, namespaceFile, placeholdersOf, readNamespace } from './node';

const namespaces = Object.keys(NAMESPACES) as Namespace[];
const others = LANGUAGES.filter((language) => language !== 'en');

/**
 * Texts that are the same in a language as in English on purpose: names, codes and examples. A key listed
 * here for every language is not a translation at all, and belongs in the code.
 */
const SAME_AS_ENGLISH = new Set<string>([
  'api.screen.phonePlaceholder',
  'api.screen.notAvailable',
  'api.screen.maxFileSize',
]);

describe('the catalogue', () => {
  it('has a file for every namespace in every language, and nothing else', () => {
    for (const language of LANGUAGES) {
      const dir = path.join(LOCALES_DIR, language);
      const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
      expect(files, language).toEqual(namespaces.map((ns) => `${ns}.json`).sort());
    }
    expect(fs.readdirSync(LOCALES_DIR).sort()).toEqual([...LANGUAGES].sort());
  });

  it("keeps each namespace's keys under its name", () => {
    for (const ns of namespaces) {
      const wrong = Object.keys(readNamespace('en', ns)).filter((key) => !key.startsWith(`${ns}.`));
      expect(wrong, ns).toEqual([]);
    }
  });

  it.each(others)('has every English key in %s, and no other', (language) => {
    for (const ns of namespaces) {
      const english = Object.keys(readNamespace('en', ns)).sort();
      const translated = Object.keys(readNamespace(language, ns)).sort();
      expect(
        english.filter((key) => !translated.includes(key)),
        `${language}/${ns}.json misses`,
      ).toEqual([]);
      expect(
        translated.filter((key) => !english.includes(key)),
        `${language}/${ns}.json has keys English has not`,
      ).toEqual([]);
    }
  });

  it.each([...LANGUAGES])('compiles every message of %s (valid MessageFormat, no empty text)', (language) => {
    for (const ns of namespaces)
      for (const [key, text] of Object.entries(readNamespace(language, ns))) {
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(() => compileMessageOrThrow(text), `${language} ${key}`).not.toThrow();
      }
  });

  it.each(others)('gives each message of %s the placeholders of its English text', (language) => {
    const differ: string[] = [];
    for (const ns of namespaces) {
      const english = readNamespace('en', ns);
      for (const [key, text] of Object.entries(readNamespace(language, ns))) {
        const source = english[key];
        if (source === undefined) continue;
        // By name: a translation may count a plain value with a plural (`{1}` → `{1, plural, …}`).
        const names = (t: string) => [...new Set(placeholdersOf(t).map((p) => p.split(':')[0]))].sort();
        if (names(text).join() !== names(source).join())
          differ.push(`${key}: ${names(source).join()} ≠ ${names(text).join()}`);
        const tags = (t: string) => (t.match(/<\/?\d+\/?>/g) ?? []).sort().join();
        if (tags(text) !== tags(source)) differ.push(`${key}: tags ${tags(source)} ≠ ${tags(text)}`);
      }
    }
    expect(differ).toEqual([]);
  });

  it.each(others)('translates %s: no text of two words or more is left in English', (language) => {
    const same: string[] = [];
    for (const ns of namespaces) {
      const english = readNamespace('en', ns);
      for (const [key, text] of Object.entries(readNamespace(language, ns)))
        if (text === english[key] && !SAME_AS_ENGLISH.has(key) && /[A-Za-z]+\W+[A-Za-z]+/.test(text))
          same.push(key);
    }
    expect(same).toEqual([]);
  });

  it('holds the API texts exactly as the contract writes them', () => {
    expect(readNamespace('en', 'api')).toEqual(templates('api', apiGroups));
    expect(readNamespace('en', 'consoleApi')).toEqual(templates('consoleApi', consoleApiGroups));
  });

  it('writes its files as the repository formats them (sorted by nothing but the author; two spaces)', () => {
    for (const language of LANGUAGES)
      for (const ns of namespaces) {
        const file = namespaceFile(language, ns);
        const text = fs.readFileSync(file, 'utf8');
        expect(text, file).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
      }
  });
});

describe('the API messages', () => {
  const matcher = messageMatcher({
    ...templates('api', apiGroups),
    ...templates('consoleApi', consoleApiGroups),
  });

  it('recognises a fixed text and a text built from values', () => {
    expect(matcher.match('Board not found.')).toEqual({ key: 'api.server.boardNotFound', values: {} });
    expect(matcher.match('Due date cannot be edited.')).toEqual({
      key: 'api.server.columnNotEditable',
      values: { 0: 'Due date' },
    });
    expect(matcher.match('"Blue" is not an option of Colour, and new values cannot be added.')).toEqual({
      key: 'api.server.newValueNotAllowed',
      values: { 0: 'Colour', 1: 'Blue' },
    });
    expect(matcher.match('Something nobody wrote')).toBeUndefined();
  });
});

describe('the pseudo-language', () => {
  it('accents and lengthens the text, and keeps placeholders, plurals and tags', async () => {
    const { pseudoMessage } = await import('./node');
    const { setupI18n } = await import('@lingui/core');
    const i18n = setupI18n();
    i18n.load('pseudo', {
      a: pseudoMessage('Sign in'),
      b: pseudoMessage('{count, plural, one {# item} other {# items}} in {board}'),
      c: pseudoMessage('Read <0>the guide</0>'),
    });
    i18n.activate('pseudo');
    expect(i18n._('a')).toBe('⟦Šîîĝñ îîñ⟧');
    expect(i18n._('b', { count: 2, board: 'Roadmap' })).toBe('⟦2 îîţééɱš îîñ Roadmap⟧');
    expect(i18n._('c')).toBe('⟦Ŕééààđ <0>ţĥéé ĝûûîîđéé</0>⟧');
  });

  it('compiles every unit (English leaves out the API’s texts, which the web shows as they come)', () => {
    for (const unit of ['start', 'portal', 'console', 'server'] as const)
      expect(Object.keys(compileUnit('pseudo', unit)).sort()).toEqual(
        [...Object.keys(compileUnit('en', unit)), ...Object.keys(apiTemplates(unit))].sort(),
      );
  });
});
