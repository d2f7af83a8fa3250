import type { RefObject } from 'react';
import type { ConsoleBoard } from '@portico/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useUpdateBoard } from '../../api/update-board';
import { notifyError, notifySuccess } from '../../utils/notify';

export interface ArchiveBoardDialogProps {
  /** The board to archive or restore; the dialog is open while there is one. */
  board: ConsoleBoard | null;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** Archive (clients stop seeing the board, nothing is lost) or restore, after asking. */
export const ArchiveBoardDialog = ({ board, onClose, returnFocusTo }: ArchiveBoardDialogProps) => {
  const update = useUpdateBoard();
  const archiving = !board?.archived;
  const clients = board?.clientCount ?? 0;
  const who =
    clients === 1 ? 'The 1 client who may open it stops' : `The ${clients} clients who may open it stop`;
  return (
    <ConfirmDialog
      open={board !== null}
      onOpenChange={(open) => !open && onClose()}
      title={archiving ? `Archive ${board?.name ?? 'the board'}?` : `Restore ${board?.name ?? 'the board'}?`}
      description={
        archiving ? (
          <p>
            {clients > 0 ? who : 'Clients stop'} seeing it in the portal. Nothing is lost: its items, groups
            and columns stay, and you can restore it at any time.
          </p>
        ) : (
          <p>Clients who may open it see it in the portal again, with everything it held.</p>
        )
      }
      confirmLabel={archiving ? 'Archive board' : 'Restore board'}
      pendingLabel={archiving ? 'Archiving...' : 'Restoring...'}
      pending={update.isPending}
      returnFocusTo={returnFocusTo}
      onConfirm={() => {
        if (!board) return;
        update.mutate(
          { boardId: board.id, changes: { archived: archiving } },
          {
            onSuccess: (response) => {
              notifySuccess(response.message, `board-${board.id}`);
              onClose();
            },
            onError: (error) => {
              notifyError(
                error,
                archiving ? 'The board could not be archived.' : 'The board could not be restored.',
                `board-${board.id}`,
              );
              onClose();
            },
          },
        );
      }}
    />
  );
};
