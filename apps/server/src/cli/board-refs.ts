import type { BoardRow, GroupRow } from '../modules/boards';
import type { BoardColumn } from '../modules/boards';
import type { Tenant } from '../domain/tenant';
import type { Services } from '../services';
import { CliError } from './run';

/**
 * Boards, groups and columns as operators name them on the command line: by id, or by their exact name
 * or title. A name two of them share is refused rather than guessed.
 */
const pick = <T extends { id: string }>(
  items: T[],
  ref: string,
  label: (item: T) => string,
  what: string,
  where: string,
  hint: string,
): T => {
  const byId = items.find((i) => i.id === ref);
  if (byId) return byId;
  const named = items.filter((i) => label(i) === ref);
  if (named.length === 1) return named[0] as T;
  if (named.length > 1)
    throw new CliError(
      `${named.length} ${what}s of ${where} are called "${ref}"; give the id (see ${hint}).`,
    );
  throw new CliError(`No ${what} "${ref}" in ${where} (see ${hint}).`);
};

export const requireBoard = async (services: Services, tenant: Tenant, ref: string): Promise<BoardRow> =>
  pick(
    await services.boards.listBoards(tenant.id),
    ref,
    (b) => b.name,
    'board',
    `tenant ${tenant.slug}`,
    `portico board list ${tenant.slug}`,
  );

export const requireGroup = async (
  services: Services,
  tenant: Tenant,
  board: BoardRow,
  ref: string,
): Promise<GroupRow> =>
  pick(
    await services.boards.listGroups(tenant.id, board.id),
    ref,
    (g) => g.title,
    'group',
    `board "${board.name}"`,
    `portico board show ${tenant.slug} ${board.id}`,
  );

export const requireColumn = async (
  services: Services,
  tenant: Tenant,
  board: BoardRow,
  ref: string,
): Promise<BoardColumn> =>
  pick(
    await services.boards.allColumns(tenant.id, board.id),
    ref,
    (c) => c.title,
    'column',
    `board "${board.name}"`,
    `portico board show ${tenant.slug} ${board.id}`,
  );
