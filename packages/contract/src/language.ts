import { z } from 'zod';
import { LANGUAGES } from './constants';
import { validationMessages } from './messages';

/**
 * Who chooses the language Portico speaks (issue 26, docs/decisions.md "Languages"): each tenant has a
 * default language, and each person may choose their own (null: they follow the tenant's). The login page
 * follows the visitor's browser only when the tenant allows it (`browserLanguage`).
 */

/** One of the languages Portico speaks (constants.ts `LANGUAGES`). */
export const languageSchema = z.enum(LANGUAGES, { error: validationMessages.languageUnknown });
