import { FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { CSV_MAX_BYTES, type CsvImportResult, consoleCsvMessages } from '@portico/contract';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/errors';
import { formatNumber } from '@/lib/format';
import { localize, t } from '@/lib/i18n';
import { useConsoleGroups } from '../../api/console-groups';
import { useImportCsv } from '../../api/import-csv';
import { notifySuccess } from '../../utils/notify';
import { CsvImportResultView } from './csv-import-result';
import { FormAlert } from '@/components/ui/form-alert';

export interface CsvImportDialogProps {
  boardId: string;
}

/**
 * Import CSV (console board header): a file, the group of rows without one and whether unknown labels
 * are added. Check runs the import without writing and lists every problem by row and column, or what it
 * would write; Import writes all the rows or none (the operator's `portico import-csv`, same rules).
 */
export const CsvImportDialog = ({ boardId }: CsvImportDialogProps) => {
  const [open, setOpen] = useState(false);
  const importing = useImportCsv();
  return (
    <Dialog open={open} onOpenChange={(next) => !importing.isPending && setOpen(next)}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <FileUp className="size-4" strokeWidth={1.75} aria-hidden="true" />
        {t('staffBoard.csvImport.open')}
      </Button>
      <DialogContent onCloseAutoFocus={() => importing.reset()}>
        {open && <CsvImportForm boardId={boardId} importing={importing} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
};

const MB = CSV_MAX_BYTES / 1024 / 1024;

const CsvImportForm = ({
  boardId,
  importing,
  onDone,
}: {
  boardId: string;
  importing: ReturnType<typeof useImportCsv>;
  onDone: () => void;
}) => {
  const id = useId();
  const groups = useConsoleGroups(boardId);
  const [file, setFile] = useState<File | null>(null);
  const [groupId, setGroupId] = useState<string | undefined>(undefined);
  const [addLabels, setAddLabels] = useState(false);
  // The check of the current choices; any change asks for a new one.
  const [checked, setChecked] = useState<CsvImportResult | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const group = groupId ?? groups.data?.[0]?.id;
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setChecked(null);
      importing.reset();
    };

  const run = (dryRun: boolean) => {
    if (!file) {
      setFileError(consoleCsvMessages.fileMissing);
      return;
    }
    importing.mutate(
      { boardId, file, groupId: group, addLabels, dryRun },
      {
        onSuccess: (response) => {
          if (response.data.written) {
            notifySuccess(response.message, 'csv-imported');
            onDone();
          } else setChecked(response.data);
        },
      },
    );
  };
  const ready = checked !== null && checked.problemCount === 0;

  return (
    <form
      noValidate
      className="flex min-h-0 flex-col"
      onSubmit={(event) => {
        event.preventDefault();
        run(!ready);
      }}
    >
      <DialogHeader>
        <DialogTitle>{t('staffBoard.csvImport.title')}</DialogTitle>
        <DialogDescription>{t('staffBoard.csvImport.description')}</DialogDescription>
      </DialogHeader>
      <DialogBody className="flex flex-col gap-4">
        {importing.isError && (
          <FormAlert>{errorMessage(importing.error, t('staffBoard.csvImport.failed'))}</FormAlert>
        )}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-file`}>{t('staffBoard.csvImport.file')}</Label>
          <Input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={`${id}-file-hint`}
            aria-invalid={fileError ? true : undefined}
            disabled={importing.isPending}
            onChange={(event) => {
              setFileError(null);
              changed(setFile)(event.target.files?.[0] ?? null);
            }}
          />
          <p
            id={`${id}-file-hint`}
            role={fileError ? 'alert' : undefined}
            className={
              fileError
                ? 'text-[13px] leading-5 text-destructive-text'
                : 'text-[13px] leading-5 text-muted-foreground'
            }
          >
            {fileError ? localize(fileError) : t('staffBoard.csvImport.fileHint', { size: formatNumber(MB) })}
          </p>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-group`}>{t('staffBoard.csvImport.group')}</Label>
          <Select value={group ?? ''} onValueChange={changed(setGroupId)} disabled={importing.isPending}>
            <SelectTrigger id={`${id}-group`}>
              <SelectValue
                placeholder={t(
                  groups.isPending ? 'staffBoard.shared.loading' : 'staffBoard.csvImport.chooseGroup',
                )}
              />
            </SelectTrigger>
            <SelectContent>
              {(groups.data ?? []).map((g) => (
                <SelectItem key={g.id} value={g.id}>
                  {g.title}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex items-start justify-between gap-4">
          <div className="flex flex-col gap-0.5">
            <Label htmlFor={`${id}-labels`}>{t('staffBoard.csvImport.addLabels')}</Label>
            <p id={`${id}-labels-hint`} className="text-[13px] text-muted-foreground">
              {t('staffBoard.csvImport.addLabelsHint')}
            </p>
          </div>
          <Switch
            id={`${id}-labels`}
            aria-describedby={`${id}-labels-hint`}
            checked={addLabels}
            onCheckedChange={changed(setAddLabels)}
            disabled={importing.isPending}
          />
        </div>
        {checked && <CsvImportResultView result={checked} />}
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={importing.isPending}>
            {t('common.cancel')}
          </Button>
        </DialogClose>
        {ready ? (
          <Button type="submit" loading={importing.isPending}>
            {importing.isPending
              ? t('staffBoard.csvImport.importing')
              : t('staffBoard.csvImport.import', { count: checked.rows })}
          </Button>
        ) : (
          <Button type="submit" loading={importing.isPending}>
            {t(importing.isPending ? 'staffBoard.csvImport.checking' : 'staffBoard.csvImport.check')}
          </Button>
        )}
      </DialogFooter>
    </form>
  );
};
