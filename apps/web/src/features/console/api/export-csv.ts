import { type ExportCsvQuery, consoleCsvEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveFile } from '@/lib/api-download';

export interface ExportCsvInput extends ExportCsvQuery {
  boardId: string;
}

/**
 * GET /api/console/boards/:boardId/export: the board (or what a search, sort or group shows) as the CSV
 * file import reads back, handed to the browser as a download.
 */
export const exportCsv = async ({ boardId, search, sort, dir, groupId }: ExportCsvInput) =>
  apiDownload(consoleCsvEndpoints.exportCsv, {
    params: { boardId },
    query: { search, sort, dir, groupId },
    fallbackName: 'board.csv',
  });

export const useExportCsv = () =>
  useMutation({ mutationFn: async (input: ExportCsvInput) => saveFile(await exportCsv(input)) });
