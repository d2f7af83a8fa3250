import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { type ColumnValue, type ConsoleColumn, type DropdownOption, screenTexts } from '@portico/contract';
import { changedDrafts, draftFromValue, toFormValue } from '@/components/columns/drafts';
import type { ColumnDraft } from '@/components/columns/model';
import { ColumnCell, webColumnType } from '@/components/columns/registry';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { errorMessage } from '@/lib/errors';
import { localize, t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { useUpdateConsoleItem } from '../../api/update-console-item';

export interface StaffCellProps {
  boardId: string;
  itemId: string;
  itemName: string;
  column: ConsoleColumn;
  value: ColumnValue | undefined;
  options: readonly DropdownOption[];
  /** Roving focus: the grid's one tab stop, and where the cell sits in it. */
  tabbable: boolean;
  row: number;
  col: number;
}

const cellButton = cn(
  'flex h-full w-full min-w-0 items-center px-3 text-start text-[13px] outline-none',
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
);

/** An empty value: a dash for the eye, nothing for a screen reader beyond "empty". */
const Empty = () => (
  <span className="text-muted-foreground/60" aria-label={t('staffBoard.cell.empty')}>
    —
  </span>
);

const blank = (value: ColumnValue | undefined) =>
  !value || (!value.text && !value.files?.length && !value.persons_and_teams?.length);

/**
 * One cell of the staff board: the value as the portal shows it, and, for a type the console writes, the
 * portal's own editor in a popover (Enter or a click opens it; Save sends only this column). Doc and
 * timeline values are shown, never written (as in the portal).
 */
export const StaffCell = (props: StaffCellProps) => {
  const { column, value, tabbable, row, col } = props;
  const { Editor } = webColumnType(column.type);
  const shown = blank(value) || !value ? <Empty /> : <ColumnCell value={value} />;
  const nav = { 'data-row': row, 'data-col': col, tabIndex: tabbable ? 0 : -1 };
  if (!Editor || !value)
    return (
      <div {...nav} className={cn(cellButton, 'cursor-default')} title={t('staffBoard.cell.notEditable')}>
        {shown}
      </div>
    );
  return <EditableCell {...props} value={value} nav={nav} shown={shown} Editor={Editor} />;
};

interface EditableCellProps extends StaffCellProps {
  value: ColumnValue;
  nav: Record<string, number>;
  shown: ReactNode;
  Editor: NonNullable<ReturnType<typeof webColumnType>['Editor']>;
}

const EditableCell = ({
  boardId,
  itemId,
  itemName,
  column,
  value,
  options,
  nav,
  shown,
  Editor,
}: EditableCellProps) => {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<ColumnDraft>(() => draftFromValue(value));
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateConsoleItem();
  const of = { column: column.title, item: itemName || localize(screenTexts.untitledItem) };

  const openChange = (next: boolean) => {
    if (update.isPending) return;
    if (next) {
      setDraft(draftFromValue(value));
      setError(null);
    }
    setOpen(next);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    const original = draftFromValue(value);
    if (changedDrafts([draft], new Map([[original.columnId, original]])).length === 0) {
      setOpen(false);
      return;
    }
    update.mutate(
      { boardId, itemId, values: [toFormValue(draft)] },
      {
        onSuccess: () => setOpen(false),
        onError: (e) => setError(errorMessage(e, t('staffBoard.cell.saveFailed'))),
      },
    );
  };

  return (
    <Popover open={open} onOpenChange={openChange}>
      <PopoverTrigger asChild>
        <button
          type="button"
          {...nav}
          className={cn(cellButton, 'hover:bg-accent/60')}
          aria-label={
            value.text
              ? t('staffBoard.cell.edit', { ...of, value: value.text })
              : t('staffBoard.cell.editEmpty', of)
          }
        >
          {shown}
        </button>
      </PopoverTrigger>
      <PopoverContent
        className="w-80"
        align="start"
        sideOffset={2}
        aria-label={t('staffBoard.cell.editor', of)}
      >
        <form onSubmit={save} className="flex flex-col gap-3">
          <Label htmlFor={`${id}-editor`}>{column.title}</Label>
          <Editor
            id={`${id}-editor`}
            draft={draft}
            onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
            options={options}
            invalid={Boolean(error)}
            describedBy={error ? `${id}-error` : undefined}
            disabled={update.isPending}
          />
          {error && (
            <p id={`${id}-error`} role="alert" className="text-[13px] text-destructive">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" size="sm" onClick={() => openChange(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" size="sm" disabled={update.isPending}>
              {t(update.isPending ? 'common.saving' : 'common.save')}
            </Button>
          </div>
        </form>
      </PopoverContent>
    </Popover>
  );
};
