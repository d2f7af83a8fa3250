import { describe, expect, it } from 'vitest';
import { updateLanguageRequestSchema } from './account';
import { LANGUAGES } from './constants';
import { languageSchema } from './language';
import { validationMessages } from './messages';

describe('languages (issue 26)', () => {
  it('names every language Portico speaks in its messages, in order', () => {
    const listed = (text: string) => text.match(/en|de|fr|es|pt-BR|ar/g);
    expect(listed(validationMessages.languageUnknown)).toEqual([...LANGUAGES]);
    expect(listed(validationMessages.languageRequired)).toEqual([...LANGUAGES]);
  });

  it('accepts exactly the language codes, as written', () => {
    for (const code of LANGUAGES) expect(languageSchema.parse(code)).toBe(code);
    for (const code of ['xx', 'EN', 'pt-br', 'pt', 'en-US', '', ' de'])
      expect(languageSchema.safeParse(code).error?.issues[0]?.message).toBe(
        validationMessages.languageUnknown,
      );
  });

  it('takes a language or null for a person, and nothing else', () => {
    expect(updateLanguageRequestSchema.parse({ language: 'ar' })).toEqual({ language: 'ar' });
    expect(updateLanguageRequestSchema.parse({ language: null })).toEqual({ language: null });
    const message = (body: unknown) => updateLanguageRequestSchema.safeParse(body).error?.issues[0]?.message;
    expect(message({})).toBe(validationMessages.languageRequired);
    expect(message({ language: 'xx' })).toBe(validationMessages.languageUnknown);
    expect(message({ language: 1 })).toBe(validationMessages.languageUnknown);
    expect(message({ language: 'de', extra: true })).toBe('Unknown field: extra');
  });
});
