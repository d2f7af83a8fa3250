import { Pencil, Tags, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ConsoleColumn, UpdateColumnRequest } from '@portico/contract';
import { columnTypes } from '@/components/columns/column-types';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/errors';
import { type MessageKey, t } from '@/lib/i18n';
import { useUpdateColumn } from '../../api/update-column';
import { notifyError, notifySuccess } from '../../utils/notify';
import { ColumnLabelsDialog } from './column-labels-dialog';
import { labelWords } from './column-labels-draft';
import { RenameForm } from './group-row';

export interface ColumnRowProps {
  boardId: string;
  column: ConsoleColumn;
  onDelete: (trigger: HTMLButtonElement) => void;
}

type Flag = 'visible' | 'editable' | 'required';
/** Each flag's short label beside its switch, and the switch's full name ('Visible to clients: {title}'). */
const FLAGS: ReadonlyArray<{ flag: Flag; label: MessageKey; name: MessageKey }> = [
  { flag: 'visible', label: 'consoleBoard.columnRow.visible', name: 'consoleBoard.columnRow.visibleNamed' },
  {
    flag: 'editable',
    label: 'consoleBoard.columnRow.editable',
    name: 'consoleBoard.columnRow.editableNamed',
  },
  {
    flag: 'required',
    label: 'consoleBoard.columnRow.required',
    name: 'consoleBoard.columnRow.requiredNamed',
  },
];

/** One column: its type's icon, its title (renamed in place), its three flags as switches, delete. */
export const ColumnRow = ({ boardId, column, onDelete }: ColumnRowProps) => {
  const update = useUpdateColumn();
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(false);
  useEffect(() => {
    if (!renaming && wasRenaming.current) renameButton.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);
  const [editingLabels, setEditingLabels] = useState(false);
  const labelsButton = useRef<HTMLButtonElement>(null);
  const { name: typeName, icon: Icon } = columnTypes[column.type];
  const words = column.labels ? labelWords(column.type) : null;
  const isName = column.type === 'name';
  const save = (changes: UpdateColumnRequest, done?: () => void) =>
    update.mutate(
      { boardId, columnId: column.id, changes },
      {
        onSuccess: (response) => {
          notifySuccess(response.message, `column-${column.id}`);
          done?.();
        },
        onError: (error) =>
          changes.title === undefined &&
          notifyError(error, t('consoleBoard.columnRow.saveFailed'), `column-${column.id}`),
      },
    );
  const pendingFlag = update.isPending ? update.variables.changes : {};
  return (
    <>
      <span
        className="grid size-8 shrink-0 place-items-center rounded-control bg-muted text-muted-foreground"
        title={typeName}
      >
        <Icon className="size-4" strokeWidth={1.75} aria-label={typeName} role="img" />
      </span>
      {renaming ? (
        <RenameForm
          id={column.id}
          title={column.title}
          pending={update.isPending}
          serverError={
            update.isError ? errorMessage(update.error, t('consoleBoard.columnRow.renameFailed')) : undefined
          }
          onCancel={() => {
            update.reset();
            setRenaming(false);
          }}
          onSave={(title) =>
            title === column.title ? setRenaming(false) : save({ title }, () => setRenaming(false))
          }
        />
      ) : (
        <>
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="truncate text-sm font-medium" title={column.title} data-testid="column-title">
              {column.title}
            </span>
            <span className="text-xs text-muted-foreground">
              {typeName}
              {words && column.labels && (
                <span className="tabular-nums">
                  {' · '}
                  {t(words.texts.count, { count: column.labels.length })}
                </span>
              )}
            </span>
          </span>
          <span className="flex shrink-0 items-center gap-3">
            {FLAGS.map(({ flag, label, name }) => {
              const fixed = (isName && flag === 'visible') || (flag === 'editable' && !column.clientWritable);
              return (
                <label key={flag} className="flex items-center gap-1.5 text-xs text-muted-foreground">
                  <Switch
                    aria-label={t(name, { title: column.title })}
                    checked={pendingFlag[flag] ?? column[flag]}
                    disabled={fixed || update.isPending}
                    onCheckedChange={(checked) => save({ [flag]: checked })}
                  />
                  <span aria-hidden="true" className="max-lg:hidden">
                    {t(label)}
                  </span>
                </label>
              );
            })}
          </span>
          {words && (
            <Button
              ref={labelsButton}
              variant="ghost"
              size="icon-sm"
              aria-label={t(words.texts.edit, { column: column.title })}
              title={t(words.texts.editShort)}
              onClick={() => setEditingLabels(true)}
            >
              <Tags className="size-4" strokeWidth={1.75} aria-hidden="true" />
            </Button>
          )}
          <Button
            ref={renameButton}
            variant="ghost"
            size="icon-sm"
            aria-label={t('consoleBoard.shared.renameNamed', { title: column.title })}
            title={t('consoleBoard.shared.rename')}
            onClick={() => {
              update.reset();
              setRenaming(true);
            }}
          >
            <Pencil className="size-4" strokeWidth={1.75} aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t('consoleBoard.shared.deleteNamed', { title: column.title })}
            title={isName ? t('consoleBoard.columnRow.nameFixed') : t('common.delete')}
            disabled={isName}
            onClick={(event) => onDelete(event.currentTarget)}
          >
            <Trash2 className="size-4" strokeWidth={1.75} aria-hidden="true" />
          </Button>
        </>
      )}
      {words && (
        <ColumnLabelsDialog
          open={editingLabels}
          onOpenChange={setEditingLabels}
          boardId={boardId}
          column={column}
          returnFocusTo={labelsButton}
        />
      )}
    </>
  );
};
