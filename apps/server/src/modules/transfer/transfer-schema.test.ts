import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { tenantExportJsonSchema } from '@portico/contract';

const FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../docs/tenant-export.schema.json',
);

/** The JSON Schema as committed: generated from the contract's zod schema, formatted as the repo formats. */
const generated = async () =>
  format(JSON.stringify(tenantExportJsonSchema()), { ...(await resolveConfig(FILE)), filepath: FILE });

describe('docs/tenant-export.schema.json', () => {
  // After the contract's document schema changed, this writes it again (from the repository's root):
  // UPDATE_JSON_SCHEMA=1 npx vitest run --project server:sqlite apps/server/src/modules/transfer/transfer-schema.test.ts
  it('is the JSON Schema of the contract’s tenant export document', async () => {
    const expected = await generated();
    if (process.env.UPDATE_JSON_SCHEMA === '1') fs.writeFileSync(FILE, expected);
    expect(fs.readFileSync(FILE, 'utf8'), 'regenerate it: see the comment above this test').toBe(expected);
  });

  it('describes the document’s sections and refuses what the format does not have', () => {
    const schema = tenantExportJsonSchema() as unknown as {
      required: string[];
      properties: Record<string, unknown>;
      additionalProperties: boolean;
      $defs: {
        User: { properties: Record<string, unknown> };
        Tenant: { properties: Record<string, unknown> };
      };
    };
    // Version 2 added these; a document of version 1 has none of them, and is still valid.
    expect(schema.properties.version).toEqual({
      anyOf: [
        { type: 'number', const: 1 },
        { type: 'number', const: 2 },
        { type: 'number', const: 3 },
      ],
    });
    for (const section of ['updates', 'notifications', 'activity'])
      expect(schema.properties[section]).toMatchObject({ type: 'array', default: [] });
    expect(schema.required).toEqual([
      'format',
      'version',
      'exportedAt',
      'tenant',
      'users',
      'people',
      'boards',
      'feedback',
      'files',
    ]);
    expect(schema.additionalProperties).toBe(false);
    expect(Object.keys(schema.$defs.User.properties)).toEqual([
      'id',
      'email',
      'name',
      'status',
      'avatarFileId',
      'filterItemsByEmail',
      'boardIds',
      'role',
      'notificationPreferences',
      'language',
      'createdAt',
      'updatedAt',
    ]);
    // Version 3 added languages: each with a default, so documents of versions 1 and 2 stay valid.
    expect(schema.$defs.User.properties.language).toMatchObject({ default: null });
    expect(schema.$defs.Tenant.properties.language).toMatchObject({ default: 'en' });
    expect(schema.$defs.Tenant.properties.browserLanguage).toMatchObject({ type: 'boolean', default: false });
  });
});
