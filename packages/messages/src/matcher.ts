/**
 * Recognising the API's English texts (api-messages.ts): the web, reading a message of the server in another
 * language, finds its key here and shows the key's translation. Imports nothing, so the web carries only
 * this and the table of English templates of the units it loads (apps/web/vite-messages.ts).
 */
export interface MessageMatcher {
  /** The English text, or a pattern for a template. */
  match: (text: string) => { key: string; values: Record<string, string> } | undefined;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Recognises an English message of the given templates: the key, and the values of its placeholders.
 * Fixed texts are found by a map; templates by patterns, the longest fixed part first.
 */
export const messageMatcher = (table: Record<string, string>): MessageMatcher => {
  const exact = new Map<string, string>();
  const patterns: { key: string; pattern: RegExp; names: string[]; fixed: number }[] = [];
  for (const [key, template] of Object.entries(table)) {
    if (!/\{\d+\}/.test(template)) {
      if (!exact.has(template)) exact.set(template, key);
      continue;
    }
    const names: string[] = [];
    const source = template
      .split(/(\{\d+\})/)
      .map((part) => {
        const name = /^\{(\d+)\}$/.exec(part)?.[1];
        if (name === undefined) return escape(part);
        names.push(name);
        return '([\\s\\S]+?)';
      })
      .join('');
    patterns.push({
      key,
      pattern: new RegExp(`^${source}$`),
      names,
      fixed: template.replace(/\{\d+\}/g, '').length,
    });
  }
  patterns.sort((a, b) => b.fixed - a.fixed);
  return {
    match: (text) => {
      const key = exact.get(text);
      if (key !== undefined) return { key, values: {} };
      for (const { key: k, pattern, names } of patterns) {
        const found = pattern.exec(text);
        if (!found) continue;
        const values: Record<string, string> = {};
        names.forEach((name, i) => (values[name] = found[i + 1] ?? ''));
        return { key: k, values };
      }
      return undefined;
    },
  };
};
