import { LayoutGrid } from 'lucide-react';
import { type RefObject, useId, useState } from 'react';
import type { ClientBoard } from '@portico/contract';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
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
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { formatNumber } from '@/lib/format';
import { t } from '@/lib/i18n';
import { useClientBoards } from '../../api/client-boards';
import { useSetClientBoards } from '../../api/set-client-boards';
import { notifySuccess } from '../../utils/notify';
import { EmptyState } from '../shared/console-page';
import { FormAlert } from '@/components/ui/form-alert';
import { QueryError } from '../shared/query-error';

export interface ClientBoardsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  /** Whose boards they are (their name, else their email). */
  who: string;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * Which boards a client may open: every board of the portal with a checkbox. Save sends the whole set, so
 * what the dialog shows is exactly what the client gets.
 */
export const ClientBoardsDialog = ({
  open,
  onOpenChange,
  userId,
  who,
  returnFocusTo,
}: ClientBoardsDialogProps) => {
  const boards = useClientBoards(userId, { enabled: open });
  const save = useSetClientBoards();
  return (
    <Dialog open={open} onOpenChange={(next) => !save.isPending && onOpenChange(next)}>
      <DialogContent onCloseAutoFocus={() => save.reset()} returnFocusTo={returnFocusTo}>
        <DialogHeader>
          <DialogTitle>{t('consoleClients.boardsDialog.title')}</DialogTitle>
          <DialogDescription>{t('consoleClients.boardsDialog.description', { who })}</DialogDescription>
        </DialogHeader>
        {boards.isError && !boards.data ? (
          <DialogBody>
            <QueryError
              message={errorMessage(boards.error, t('consoleClients.boardsDialog.loadFailed'))}
              onRetry={() => void boards.refetch()}
            />
          </DialogBody>
        ) : boards.data && (!boards.isFetching || save.isPending || save.isSuccess) ? (
          <BoardsForm
            // A fresh form from what the server says, each time the dialog opens.
            key={boards.dataUpdatedAt}
            who={who}
            boards={boards.data}
            pending={save.isPending}
            error={
              save.isError ? errorMessage(save.error, t('consoleClients.boardsDialog.saveFailed')) : undefined
            }
            onSave={(boardIds) =>
              save.mutate(
                { userId, boardIds },
                {
                  onSuccess: (response) => {
                    notifySuccess(response.message, `client-boards-${userId}`);
                    onOpenChange(false);
                  },
                },
              )
            }
          />
        ) : (
          <>
            <DialogBody className="flex flex-col gap-1" aria-busy="true">
              <span className="sr-only" role="status">
                {t('consoleClients.boardsDialog.loading')}
              </span>
              {Array.from({ length: 3 }, (_, i) => (
                <div key={i} className="flex h-11 items-center gap-3 px-3">
                  <Skeleton className="size-4 rounded-[4px]" />
                  <Skeleton className="h-3.5 w-48" />
                </div>
              ))}
            </DialogBody>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="secondary">{t('common.cancel')}</Button>
              </DialogClose>
              <Button disabled>{t('common.save')}</Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
};

interface BoardsFormProps {
  who: string;
  boards: readonly ClientBoard[];
  pending: boolean;
  error: string | undefined;
  onSave: (boardIds: string[]) => void;
}

const BoardsForm = ({ who, boards, pending, error, onSave }: BoardsFormProps) => {
  const id = useId();
  const [granted, setGranted] = useState(() => new Set(boards.filter((b) => b.granted).map((b) => b.id)));
  const toggle = (boardId: string, on: boolean) =>
    setGranted((current) => {
      const next = new Set(current);
      if (on) next.add(boardId);
      else next.delete(boardId);
      return next;
    });
  const all = granted.size === boards.length;
  return (
    <form
      className="flex min-h-0 flex-col"
      onSubmit={(event) => {
        event.preventDefault();
        // In the portal's order, as the server lists them.
        onSave(boards.filter((b) => granted.has(b.id)).map((b) => b.id));
      }}
    >
      <DialogBody className="flex flex-col gap-3">
        {error && <FormAlert>{error}</FormAlert>}
        {boards.length === 0 ? (
          <EmptyState
            icon={<LayoutGrid strokeWidth={1.75} aria-hidden="true" />}
            title={t('consoleClients.boardsDialog.empty')}
          />
        ) : (
          <div className="flex flex-col gap-2">
            <div className="flex items-center justify-between gap-3">
              <p className="text-[13px] text-muted-foreground tabular-nums" aria-live="polite">
                {t('consoleClients.boardsDialog.chosen', {
                  chosen: formatNumber(granted.size),
                  total: boards.length,
                })}
              </p>
              <Button
                type="button"
                variant="link"
                size="sm"
                onClick={() => setGranted(new Set(all ? [] : boards.map((b) => b.id)))}
              >
                {all ? t('consoleClients.boardsDialog.clearAll') : t('consoleClients.boardsDialog.selectAll')}
              </Button>
            </div>
            <fieldset>
              <legend className="sr-only">{t('consoleClients.boardsDialog.legend', { who })}</legend>
              <ul className="flex max-h-80 flex-col overflow-y-auto rounded-control border border-border">
                {boards.map((board) => (
                  <li key={board.id} className="border-b border-border last:border-b-0">
                    <label
                      htmlFor={`${id}-${board.id}`}
                      className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-sm transition-colors hover:bg-accent/60"
                    >
                      <Checkbox
                        id={`${id}-${board.id}`}
                        checked={granted.has(board.id)}
                        onCheckedChange={(checked) => toggle(board.id, checked === true)}
                      />
                      <LayoutGrid
                        className="size-4 shrink-0 text-muted-foreground"
                        strokeWidth={1.75}
                        aria-hidden="true"
                      />
                      <span className="min-w-0 flex-1 break-words">{board.name}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          </div>
        )}
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            {t('common.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" loading={pending} disabled={boards.length === 0}>
          {pending ? t('common.saving') : t('common.save')}
        </Button>
      </DialogFooter>
    </form>
  );
};
