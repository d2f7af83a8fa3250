import { boardParamsSchema } from './boards';
import * as csv from './console-csv';
import type { EndpointDef } from './endpoint-def';

/** The console's CSV calls (staff, the content area). Merged into `endpoints`, the one catalogue. */
export const consoleCsvEndpoints = {
  importCsv: {
    method: 'POST',
    path: '/api/console/boards/:boardId/import',
    params: boardParamsSchema,
    body: 'multipart',
    response: csv.importCsvResponseSchema,
    auth: true,
    access: 'staff',
    summary:
      'Console: add items from a CSV file (multipart: file, groupId, addLabels, dryRun); all rows or none, problems by row and column (staff)',
  },
  exportCsv: {
    method: 'GET',
    path: '/api/console/boards/:boardId/export',
    params: boardParamsSchema,
    query: csv.exportCsvQuerySchema,
    response: csv.csvFileSchema,
    auth: true,
    access: 'staff',
    summary:
      'Console: the board (or what a search, sort or group shows) as a CSV file import reads back (text/csv) (staff)',
  },
} as const satisfies Record<string, EndpointDef>;
