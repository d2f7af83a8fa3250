import { fileUrlsIn } from './items.render';
import type { ItemView } from './items.repository';

/**
 * The JSON of item responses, assembled from stored renderings. The column values were serialised by the
 * contract's schema when the item was written (items.render.ts), so a page is a concatenation instead of
 * 25 parses and re-serialisations; the tests check every response against the contract's zod schemas.
 */

export type FileUrl = (fileId: string, name: string) => string;

const str = JSON.stringify;

export const itemJson = (row: ItemView, fileUrl: FileUrl): string =>
  `{"id":${str(row.id)},"name":${str(row.name)},"group":{"id":${str(row.group_id)},"title":${str(
    row.group_title,
  )}},"column_values":${row.has_files ? fileUrlsIn(row.view_json, fileUrl) : row.view_json}}`;

/** GET /api/boards/getAllItems: `{ success, data: { items, cursor, total_items, boardName } }`. */
export const itemsPageJson = (
  rows: ItemView[],
  page: { cursor: string | null; total: number; boardName: string },
  fileUrl: FileUrl,
): string => {
  let items = '';
  for (let i = 0; i < rows.length; i++) items += (i ? ',' : '') + itemJson(rows[i] as ItemView, fileUrl);
  return `{"success":true,"data":{"items":[${items}],"cursor":${page.cursor === null ? 'null' : str(page.cursor)},"total_items":${page.total},"boardName":${str(page.boardName)}}}`;
};

/** One item in the envelope, with a message for writes. */
export const itemResponseJson = (row: ItemView, fileUrl: FileUrl, message?: string): string =>
  `{"success":true,${message === undefined ? '' : `"message":${str(message)},`}"data":${itemJson(row, fileUrl)}}`;
