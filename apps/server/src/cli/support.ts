import fs from 'node:fs';
import { InvalidArgumentError } from 'commander';
import { fileTypeFromFile } from 'file-type';
import type { z } from 'zod';
import { MAX_UPLOAD_BYTES, serverMessages, validationMessages } from '@portico/contract';
import { IMAGE_TYPES } from '../modules/files';
import type { Services } from '../services';
import type { Tenant } from '../domain/tenant';
import type { Account } from '../domain/account';
import { CliError } from './run';

/** A commander value parser from a contract schema: the schema's message (the spec's, §5) on failure. */
export const bySchema =
  <S extends z.ZodType<unknown, string>>(schema: S) =>
  (value: string): z.output<S> => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new InvalidArgumentError(parsed.error.issues[0]?.message ?? 'Invalid value.');
    return parsed.data;
  };

/** `true` or `false` (also yes/no, on/off, 1/0) for flag options. */
export const flag = (value: string): boolean => {
  if (/^(true|yes|on|1)$/i.test(value)) return true;
  if (/^(false|no|off|0)$/i.test(value)) return false;
  throw new InvalidArgumentError('Must be true or false.');
};

export const requireTenant = async (services: Services, slug: string): Promise<Tenant> => {
  const tenant = await services.tenants.findBySlug(slug.trim().toLowerCase());
  if (!tenant) throw new CliError(`No tenant "${slug}" (see portico tenant list).`);
  return tenant;
};

export const requireUser = async (services: Services, tenant: Tenant, email: string): Promise<Account> => {
  const user = await services.users.findByEmail(tenant, email);
  if (!user)
    throw new CliError(`No user ${email} in tenant ${tenant.slug} (see portico user list ${tenant.slug}).`);
  return user;
};

/** A readable, non-empty regular file, or a one-line error naming it. */
export const requireFile = (file: string): string => {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    throw new CliError(`No such file: ${file}`);
  }
  if (!stat.isFile()) throw new CliError(`Not a file: ${file}`);
  try {
    fs.accessSync(file, fs.constants.R_OK);
  } catch {
    throw new CliError(`Cannot read ${file}`);
  }
  return file;
};

/** Checks an image file (logo, photo) before anything is written, so a bad file changes nothing. */
export const checkImage = async (file: string): Promise<string> => {
  const size = fs.statSync(requireFile(file)).size;
  if (size === 0) throw new CliError(`${file}: the file is empty.`);
  if (size > MAX_UPLOAD_BYTES) throw new CliError(`${file}: ${serverMessages.fileTooLarge}`);
  const type = await fileTypeFromFile(file);
  if (!type || !IMAGE_TYPES.has(type.mime)) throw new CliError(`${file}: ${validationMessages.notAnImage}`);
  return file;
};

export { generatePassword } from '../lib/passwords';

/** Rows as aligned columns under a header; `(none)` for an empty list. */
export const printTable = (header: string[], rows: string[][]): void => {
  if (rows.length === 0) {
    console.log('(none)');
    return;
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i] as number)))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  for (const row of rows) console.log(line(row));
};
