export { type MessageMatcher, messageMatcher } from './matcher';

/**
 * The API's own texts — the spec's messages (§5, §8) and the server's — are English and stay so on the wire
 * (§7–§8 are a contract). The catalogue holds each of them under a key of its own, `api.<group>.<name>` (or
 * `consoleApi.…` for the console's), so the web shows the translation of a message it recognises. A message
 * built from values (`columnNotEditable(title)`) is a template with positional placeholders `{0}`, `{1}`….
 *
 * The English catalogue's `api.json` and `consoleApi.json` are these texts exactly (catalogue.test.ts).
 */
import {
  boardMessages,
  callDefaults,
  columnMessages,
  consoleCsvMessages,
  consoleItemMessages,
  consoleMessages,
  passwordResetMessages,
  peopleMessages,
  previewMessages,
  screenTexts,
  serverMessages,
  settingsMessages,
  toasts,
  updateMessages,
  validationMessages,
} from '@portico/contract';

type Text = string | ((...args: never[]) => string);
type Group = Readonly<Record<string, Text>>;

/** The portal's groups: every screen may show them, the sign-in page included. */
export const apiGroups = {
  validation: validationMessages,
  call: callDefaults,
  toast: toasts,
  screen: screenTexts,
  server: serverMessages,
  reset: passwordResetMessages,
  update: updateMessages,
} as const satisfies Record<string, Group>;

/** The console's groups, loaded with the console. */
export const consoleApiGroups = {
  console: consoleMessages,
  preview: previewMessages,
  settings: settingsMessages,
  item: consoleItemMessages,
  people: peopleMessages,
  board: boardMessages,
  csv: consoleCsvMessages,
  column: columnMessages,
} as const satisfies Record<string, Group>;

/** A character no message holds: it marks where a value goes while a template is derived. */
const MARK = '\u0001';

/** A message as a template: its text, with `{0}`, `{1}`… where a function's arguments go. */
export const templateOf = (text: Text): string => {
  if (typeof text === 'string') return text;
  const args = Array.from({ length: text.length }, (_, i) => `${MARK}${i}${MARK}`);
  const built = (text as (...values: string[]) => string)(...args);
  return built.replace(new RegExp(`${MARK}(\\d+)${MARK}`, 'g'), '{$1}');
};

/** `{ 'api.server.boardNotFound': 'Board not found.', … }` for a namespace's groups. */
export const templates = (
  namespace: 'api' | 'consoleApi',
  groups: Record<string, Group>,
): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [group, texts] of Object.entries(groups))
    for (const [name, text] of Object.entries(texts)) out[`${namespace}.${group}.${name}`] = templateOf(text);
  return out;
};
