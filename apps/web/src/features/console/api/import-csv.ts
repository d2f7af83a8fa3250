import { consoleCsvEndpoints, multipartBodies, toFormData } from '@portico/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { consoleKeys } from './keys';

export interface ImportCsvInput {
  boardId: string;
  file: File;
  /** Rows without a Group cell go here (the board's first group when absent). */
  groupId?: string;
  addLabels: boolean;
  /** Check only: the answer lists the problems or what would be written, and nothing is. */
  dryRun: boolean;
}

/**
 * POST /api/console/boards/:boardId/import: a CSV file and the import's options (multipart). The answer
 * lists the file's problems by row and column; rows are written only without any, all or none.
 */
export const importCsv = ({ boardId, file, groupId, addLabels, dryRun }: ImportCsvInput) =>
  apiCall(consoleCsvEndpoints.importCsv, {
    params: { boardId },
    body: toFormData(
      multipartBodies.importCsv,
      { groupId, addLabels: addLabels ? 'true' : 'false', dryRun: dryRun ? 'true' : 'false' },
      { file: { blob: file, filename: file.name } },
    ),
  });

export const useImportCsv = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCsv,
    // Rows written move the board's counts, its groups, items and the activity record: the console loads
    // again (a check writes nothing).
    onSuccess: (response) => {
      if (response.data.written) void queryClient.invalidateQueries({ queryKey: consoleKeys.all });
    },
  });
};
