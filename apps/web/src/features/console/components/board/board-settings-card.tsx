import { Archive, ArchiveRestore } from 'lucide-react';
import { useRef, useState } from 'react';
import { type ConsoleBoard, consoleTitleSchema } from '@portico/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/errors';
import { useUpdateBoard } from '../../api/update-board';
import { notifyError, notifySuccess } from '../../utils/notify';
import { ArchiveBoardDialog } from '../boards/archive-board-dialog';
import { ConsoleCard } from '../shared/console-page';
import { FormAlert } from '@/components/ui/form-alert';

/**
 * A board's own settings: its name (saved with Save), whether clients may add items (saved as it is
 * switched), and archive or restore after asking.
 */
export const BoardSettingsCard = ({ board }: { board: ConsoleBoard }) => {
  const rename = useUpdateBoard();
  const items = useUpdateBoard();
  const [name, setName] = useState(board.name);
  const [error, setError] = useState<string>();
  const [archiving, setArchiving] = useState(false);
  const archiveButton = useRef<HTMLButtonElement>(null);
  const dirty = name.trim() !== board.name;

  return (
    <ConsoleCard title="Board" titleId="board-settings-title">
      <form
        noValidate
        aria-label="Board name"
        className="flex flex-col gap-3 px-5 pt-5 pb-4"
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = consoleTitleSchema.safeParse(name);
          if (!parsed.success) return setError(parsed.error.issues[0]?.message);
          setError(undefined);
          rename.mutate(
            { boardId: board.id, changes: { name: parsed.data } },
            {
              onSuccess: (response) => {
                setName(response.data.name);
                notifySuccess(response.message, `board-${board.id}`);
              },
            },
          );
        }}
      >
        {rename.isError && (
          <FormAlert>{errorMessage(rename.error, 'The board could not be renamed.')}</FormAlert>
        )}
        <FormField label="Name" error={error}>
          <Input
            value={name}
            maxLength={120}
            autoComplete="off"
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
          />
        </FormField>
        <div className="flex justify-end gap-2">
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={!dirty || rename.isPending}
            onClick={() => {
              rename.reset();
              setError(undefined);
              setName(board.name);
            }}
          >
            Discard
          </Button>
          <Button type="submit" size="sm" loading={rename.isPending} disabled={!dirty}>
            {rename.isPending ? 'Saving...' : 'Save name'}
          </Button>
        </div>
      </form>
      <div className="flex items-start justify-between gap-4 border-t border-border px-5 py-4">
        <div className="flex flex-col gap-0.5">
          <Label htmlFor={`board-items-${board.id}`}>Clients may add items</Label>
          <p id={`board-items-${board.id}-hint`} className="text-[13px] text-muted-foreground">
            They see Add New Item on this board when the portal allows it too.
          </p>
        </div>
        <Switch
          id={`board-items-${board.id}`}
          aria-describedby={`board-items-${board.id}-hint`}
          checked={items.isPending ? items.variables.changes.allowItemCreation : board.allowItemCreation}
          disabled={items.isPending}
          onCheckedChange={(checked) =>
            items.mutate(
              { boardId: board.id, changes: { allowItemCreation: checked } },
              {
                onSuccess: (response) => notifySuccess(response.message, `board-items-${board.id}`),
                onError: (error) =>
                  notifyError(error, 'The board could not be saved.', `board-items-${board.id}`),
              },
            )
          }
        />
      </div>
      <div className="flex flex-col gap-3 border-t border-border px-5 py-4">
        <p className="text-[13px] text-muted-foreground">
          {board.archived
            ? 'Archived: clients do not see this board. Restore it to show it to them again.'
            : 'Archiving hides the board from clients; nothing on it is lost.'}
        </p>
        <Button
          ref={archiveButton}
          variant="secondary"
          className="self-start"
          onClick={() => setArchiving(true)}
        >
          {board.archived ? (
            <ArchiveRestore className="size-4" strokeWidth={1.75} aria-hidden="true" />
          ) : (
            <Archive className="size-4" strokeWidth={1.75} aria-hidden="true" />
          )}
          {board.archived ? 'Restore board' : 'Archive board'}
        </Button>
      </div>
      <ArchiveBoardDialog
        board={archiving ? board : null}
        onClose={() => setArchiving(false)}
        returnFocusTo={archiveButton}
      />
    </ConsoleCard>
  );
};
