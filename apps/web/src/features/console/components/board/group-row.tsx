import { Pencil, Trash2 } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { type ConsoleGroup, consoleTitleSchema } from '@portico/contract';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { errorMessage } from '@/lib/errors';
import { localize, t } from '@/lib/i18n';
import { useUpdateGroup } from '../../api/update-group';
import { colorName } from '../../utils/group-colors';
import { notifyError, notifySuccess } from '../../utils/notify';
import { ColorSwatches } from '../shared/color-swatches';

export interface GroupRowProps {
  boardId: string;
  group: ConsoleGroup;
  /** False for a board's only group: a board keeps at least one. */
  deletable: boolean;
  onDelete: (trigger: HTMLButtonElement) => void;
}

/** One group: its colour (a palette in a popover), its title (renamed in place), its items, delete. */
export const GroupRow = ({ boardId, group, deletable, onDelete }: GroupRowProps) => {
  const update = useUpdateGroup();
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(false);
  // Leaving the title's input (saved or not) puts the focus back on Rename.
  useEffect(() => {
    if (!renaming && wasRenaming.current) renameButton.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);
  const save = (changes: { title?: string; color?: string }, done?: () => void) =>
    update.mutate(
      { boardId, groupId: group.id, changes },
      {
        onSuccess: (response) => {
          notifySuccess(response.message, `group-${group.id}`);
          done?.();
        },
        onError: (error) =>
          changes.color && notifyError(error, t('consoleBoard.groupRow.colourFailed'), `group-${group.id}`),
      },
    );
  return (
    <>
      <Popover>
        <PopoverTrigger asChild>
          <button
            type="button"
            aria-label={t('consoleBoard.shared.colourOfNamed', {
              name: group.title,
              colour: colorName(group.color),
            })}
            title={t('consoleBoard.shared.changeColour')}
            className="grid size-8 shrink-0 place-items-center rounded-control hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
          >
            <span
              className="size-4 rounded-full border border-black/10"
              style={{ backgroundColor: group.color }}
            />
          </button>
        </PopoverTrigger>
        <PopoverContent
          className="w-auto p-3"
          aria-label={t('consoleBoard.shared.colourOf', { name: group.title })}
        >
          <ColorSwatches
            label={t('consoleBoard.shared.colourOf', { name: group.title })}
            value={group.color}
            disabled={update.isPending}
            onChange={(color) => color !== group.color && save({ color })}
          />
        </PopoverContent>
      </Popover>
      {renaming ? (
        <RenameForm
          id={group.id}
          title={group.title}
          pending={update.isPending}
          serverError={
            update.isError ? errorMessage(update.error, t('consoleBoard.groupRow.renameFailed')) : undefined
          }
          onCancel={() => {
            update.reset();
            setRenaming(false);
          }}
          onSave={(title) =>
            title === group.title ? setRenaming(false) : save({ title }, () => setRenaming(false))
          }
        />
      ) : (
        <>
          <span
            className="min-w-0 flex-1 truncate text-sm font-medium"
            title={group.title}
            data-testid="group-title"
          >
            {group.title}
          </span>
          <span className="shrink-0 text-[13px] text-muted-foreground tabular-nums">
            {t('consoleBoard.groupRow.items', { count: group.itemCount })}
          </span>
          <Button
            ref={renameButton}
            variant="ghost"
            size="icon-sm"
            aria-label={t('consoleBoard.shared.renameNamed', { title: group.title })}
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
            aria-label={t('consoleBoard.shared.deleteNamed', { title: group.title })}
            title={deletable ? t('common.delete') : t('consoleBoard.groupRow.keepOne')}
            disabled={!deletable}
            onClick={(event) => onDelete(event.currentTarget)}
          >
            <Trash2 className="size-4" strokeWidth={1.75} aria-hidden="true" />
          </Button>
        </>
      )}
    </>
  );
};

export interface RenameFormProps {
  /** The row's id (for the message's id) and its title now. */
  id: string;
  title: string;
  pending: boolean;
  serverError: string | undefined;
  onSave: (title: string) => void;
  onCancel: () => void;
}

/** The title in an input: Enter saves (checked with the contract's title schema), Escape leaves it. */
export const RenameForm = ({
  id,
  title: current,
  pending,
  serverError,
  onSave,
  onCancel,
}: RenameFormProps) => {
  const [title, setTitle] = useState(current);
  const [error, setError] = useState<string>();
  const message = error ? localize(error) : serverError;
  const submit = () => {
    const parsed = consoleTitleSchema.safeParse(title);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    onSave(parsed.data);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };
  const messageId = `rename-${id}-message`;
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1 py-2">
      <div className="flex items-center gap-2">
        <Input
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the input replaces the Rename button just pressed
          autoFocus
          value={title}
          maxLength={120}
          aria-label={t('consoleBoard.renameForm.titleOf', { title: current })}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => setTitle(event.target.value)}
          onKeyDown={onKeyDown}
          className="h-8"
        />
        <Button size="sm" loading={pending} onClick={submit}>
          {pending ? t('common.saving') : t('common.save')}
        </Button>
        <Button size="sm" variant="secondary" disabled={pending} onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
      {message && (
        <p id={messageId} role="alert" className="text-[13px] leading-5 text-destructive-text">
          {message}
        </p>
      )}
    </div>
  );
};
