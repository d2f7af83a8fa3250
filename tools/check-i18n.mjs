/* eslint-disable no-console -- a command-line tool: it prints what it finds. */
// Checks files for inline text (tools/eslint-i18n.js), tests included if asked:
// `node tools/check-i18n.mjs apps/web/src/features/boards` — what is left to move into the catalogue, and, with
// `--list`, the files of apps/web/src that still have some.
import { ESLint } from 'eslint';
import i18n from './eslint-i18n.js';

const args = process.argv.slice(2);
const list = args.includes('--list');
const paths = args.filter((a) => a !== '--list');
const eslint = new ESLint({
  overrideConfig: {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { i18n },
    rules: { 'i18n/no-literal-text': 'error' },
  },
});
const results = await eslint.lintFiles(paths.length ? paths : ['apps/web/src']);
let count = 0;
const files = [];
for (const result of results) {
  const found = result.messages.filter((m) => m.ruleId === 'i18n/no-literal-text');
  if (found.length === 0) continue;
  files.push(result.filePath.replace(`${process.cwd()}/`, ''));
  count += found.length;
  if (!list) for (const m of found) console.log(`${files.at(-1)}:${m.line}:${m.column} ${m.message}`);
}
if (list) console.log(JSON.stringify(files.sort(), null, 2));
else console.log(`${count} inline text(s) in ${files.length} file(s)`);
process.exitCode = count > 0 && !list ? 1 : 0;
