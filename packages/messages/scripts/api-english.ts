/**
 * Writes the English `api.json` and `consoleApi.json` from the contract's messages (npm run
 * messages:api -w @portico/messages): run it after a message of the contract changes, then translate the
 * keys the catalogue test reports as missing in the other languages.
 */
import fs from 'node:fs';
import { apiGroups, consoleApiGroups, templates } from '../src/api-messages';
import { namespaceFile } from '../src/node';

const write = (ns: 'api' | 'consoleApi', table: Record<string, string>) => {
  fs.mkdirSync(namespaceFile('en', ns).replace(/[^/]+$/, ''), { recursive: true });
  fs.writeFileSync(namespaceFile('en', ns), `${JSON.stringify(table, null, 2)}\n`);
};
write('api', templates('api', apiGroups));
write('consoleApi', templates('consoleApi', consoleApiGroups));
