import { Plus } from 'lucide-react';
import { useState } from 'react';
import { COLUMN_TYPES, type ColumnType, consoleTitleSchema } from '@portico/contract';
import { columnTypes } from '@/components/columns/column-types';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { errorMessage } from '@/lib/errors';
import { localize, t } from '@/lib/i18n';
import { useAddColumn } from '../../api/add-column';
import { notifySuccess } from '../../utils/notify';

/** The types a column can be added as: every one but Name (a board has its one Name column). */
const ADDABLE_TYPES = COLUMN_TYPES.filter((type) => type !== 'name');

const isType = (value: string): value is ColumnType => value in columnTypes;

/** A type (any of the contract's but Name) and a title; the column goes after the board's last one. */
export const AddColumnForm = ({ boardId }: { boardId: string }) => {
  const add = useAddColumn();
  const [type, setType] = useState<ColumnType>('text');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string>();
  // The title's problem is the contract's (English) text: it shows in the reader's language.
  const message = error
    ? localize(error)
    : add.isError
      ? errorMessage(add.error, t('consoleBoard.addColumn.failed'))
      : undefined;
  const messageId = `add-column-${boardId}-message`;
  return (
    <form
      noValidate
      aria-label={t('consoleBoard.addColumn.formLabel')}
      className="flex flex-col gap-1.5 border-t border-border px-4 py-3.5"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = consoleTitleSchema.safeParse(title);
        if (!parsed.success) return setError(parsed.error.issues[0]?.message);
        setError(undefined);
        add.mutate(
          { boardId, column: { type, title: parsed.data } },
          {
            onSuccess: (response) => {
              notifySuccess(response.message, `add-column-${boardId}`);
              setTitle('');
            },
          },
        );
      }}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Select value={type} onValueChange={(value) => isType(value) && setType(value)}>
          <SelectTrigger aria-label={t('consoleBoard.addColumn.type')} className="w-40">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {ADDABLE_TYPES.map((addable) => {
              const { name, icon: Icon } = columnTypes[addable];
              return (
                <SelectItem key={addable} value={addable}>
                  <span className="flex items-center gap-2">
                    <Icon className="size-4 text-muted-foreground" strokeWidth={1.75} aria-hidden="true" />
                    {name}
                  </span>
                </SelectItem>
              );
            })}
          </SelectContent>
        </Select>
        <Input
          value={title}
          maxLength={120}
          placeholder={t('consoleBoard.addColumn.titleLabel')}
          aria-label={t('consoleBoard.addColumn.titleLabel')}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => {
            setTitle(event.target.value);
            setError(undefined);
          }}
          className="min-w-40 flex-1"
        />
        <Button type="submit" variant="secondary" loading={add.isPending}>
          {!add.isPending && <Plus className="size-4" strokeWidth={1.75} aria-hidden="true" />}
          {add.isPending ? t('consoleBoard.shared.adding') : t('consoleBoard.addColumn.submit')}
        </Button>
      </div>
      {message && (
        <p id={messageId} role="alert" className="text-[13px] leading-5 text-destructive-text">
          {message}
        </p>
      )}
    </form>
  );
};
