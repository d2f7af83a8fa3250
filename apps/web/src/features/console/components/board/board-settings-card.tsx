import { Archive, ArchiveRestore } from 'lucide-react';
import { useRef, useState } from 'react';
import { type ConsoleBoard, consoleTitleSchema } from '@portico/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/errors';
import { t } from '@/lib/i18n';
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
    <ConsoleCard title={t('consoleBoard.settings.title')} titleId="board-settings-title">
      <form
        noValidate
        aria-label={t('consoleBoard.settings.nameForm')}
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
          <FormAlert>{errorMessage(rename.error, t('consoleBoard.settings.renameFailed'))}</FormAlert>
        )}
        <FormField label={t('consoleBoard.shared.name')} error={error}>
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
            {t('common.discard')}
          </Button>
          <Button type="submit" size="sm" loading={rename.isPending} disabled={!dirty}>
            {rename.isPending ? t('common.saving') : t('consoleBoard.settings.saveName')}
          </Button>
        </div>
      </form>
      <div className="flex items-start justify-between gap-4 border-t border-border px-5 py-4">
        <div className="flex flex-col gap-0.5">
          <Label htmlFor={`board-items-${board.id}`}>{t('consoleBoard.shared.allowItems')}</Label>
          <p id={`board-items-${board.id}-hint`} className="text-[13px] text-muted-foreground">
            {t('consoleBoard.settings.allowItemsHint')}
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
                  notifyError(error, t('consoleBoard.settings.saveFailed'), `board-items-${board.id}`),
              },
            )
          }
        />
      </div>
      <div className="flex flex-col gap-3 border-t border-border px-5 py-4">
        <p className="text-[13px] text-muted-foreground">
          {board.archived ? t('consoleBoard.settings.archivedHint') : t('consoleBoard.settings.archiveHint')}
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
          {board.archived ? t('consoleBoard.shared.restoreBoard') : t('consoleBoard.shared.archiveBoard')}
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
