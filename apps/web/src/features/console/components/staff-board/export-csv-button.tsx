import { FileDown } from 'lucide-react';
import type { ExportCsvQuery } from '@portico/contract';
import { Button } from '@/components/ui/button';
import { useExportCsv } from '../../api/export-csv';
import { notifyError } from '../../utils/notify';

export interface ExportCsvButtonProps extends Pick<ExportCsvQuery, 'search' | 'sort' | 'dir' | 'groupId'> {
  boardId: string;
}

/**
 * Export CSV: downloads the board — or, given the staff board's search, group and sort, what it shows in
 * that order — as the CSV file Import CSV reads back.
 */
export const ExportCsvButton = ({ boardId, search, sort, dir, groupId }: ExportCsvButtonProps) => {
  const download = useExportCsv();
  return (
    <Button
      variant="secondary"
      loading={download.isPending}
      onClick={() =>
        download.mutate(
          { boardId, search, sort, dir, groupId },
          { onError: (error) => notifyError(error, 'The board could not be exported.', 'csv-export') },
        )
      }
    >
      {!download.isPending && <FileDown className="size-4" strokeWidth={1.75} aria-hidden="true" />}
      {download.isPending ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
};
