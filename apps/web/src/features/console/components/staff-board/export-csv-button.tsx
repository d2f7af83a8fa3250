import { FileDown } from 'lucide-react';
import type { ExportCsvQuery } from '@portico/contract';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';
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
          { onError: (error) => notifyError(error, t('staffBoard.exportCsv.failed'), 'csv-export') },
        )
      }
    >
      {!download.isPending && <FileDown className="size-4" strokeWidth={1.75} aria-hidden="true" />}
      {t(download.isPending ? 'staffBoard.exportCsv.exporting' : 'staffBoard.exportCsv.export')}
    </Button>
  );
};
