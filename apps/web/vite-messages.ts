import type { Plugin } from 'vite';
import {
  type CatalogueLanguage,
  PSEUDO_LANGUAGE,
  type Unit,
  WEB_UNITS,
} from '../../packages/messages/src/units';
import {
  LOCALES_DIR,
  apiTemplates,
  catalogueFiles,
  catalogueLanguages,
  compileUnit,
} from '../../packages/messages/src/node';

/**
 * Issue 26: the catalogue (packages/messages) as modules the app loads on demand, one per language and unit,
 * its messages compiled at build time (the browser never parses MessageFormat).
 *
 * - `virtual:portico-messages` — `loaders[language][unit]()`, a dynamic import of each;
 * - `virtual:portico-messages/messages-<language>-<unit>` — that unit's compiled messages, and the English templates
 *   of the API's texts it translates.
 *
 * Only the active language's units are ever fetched (src/lib/i18n.ts).
 */
const ID = 'virtual:portico-messages';
const RESOLVED = `\0${ID}`;
const languages: CatalogueLanguage[] = [...catalogueLanguages(), PSEUDO_LANGUAGE];

/** A unit's module, named so its file reads `messages-de-start-….js`. */
export const unitId = (language: string, unit: string): string => `${ID}/messages-${language}-${unit}`;
const UNIT_ID = new RegExp(`^${RESOLVED}/messages-([A-Za-z-]+)-([A-Za-z]+)$`);

const loadersModule = (): string => {
  const entries = languages.map((language) => {
    const units = WEB_UNITS.map(
      (unit) => `${JSON.stringify(unit)}: () => import(${JSON.stringify(unitId(language, unit))})`,
    );
    return `${JSON.stringify(language)}: { ${units.join(', ')} }`;
  });
  return `export const loaders = { ${entries.join(',\n')} };\n`;
};

export const messages = (): Plugin => ({
  name: 'portico:messages',
  resolveId(id) {
    return id === ID || id.startsWith(`${ID}/`) ? `\0${id}` : null;
  },
  load(id) {
    if (!id.startsWith(RESOLVED)) return null;
    for (const file of catalogueFiles()) this.addWatchFile(file);
    if (id === RESOLVED) return loadersModule();
    const [, language, unit] = UNIT_ID.exec(id) ?? [];
    if (!languages.includes(language as never) || !WEB_UNITS.includes(unit as never))
      throw new Error(`No messages for ${id.slice(1)}`);
    const compiled = compileUnit(language as CatalogueLanguage, unit as Unit);
    // In another language than English, the unit also brings the English templates of the API's texts it
    // translates, by which the web recognises a message of the server (src/lib/i18n.tsx `localize`).
    const english = language === 'en' ? {} : apiTemplates(unit as Unit);
    // JSON.parse of a string literal: the quickest way for an engine to read a large object.
    const json = (value: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;
    return `export default ${json(compiled)};\nexport const english = ${json(english)};\n`;
  },
  handleHotUpdate({ file, server }) {
    if (!file.startsWith(LOCALES_DIR)) return;
    for (const mod of server.moduleGraph.idToModuleMap.values())
      if (mod.id?.startsWith(RESOLVED)) server.moduleGraph.invalidateModule(mod);
    server.ws.send({ type: 'full-reload' });
    return [];
  },
});
