import type { RefObject } from 'react';
import type { ConsoleBoard } from '@portico/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { t } from '@/lib/i18n';
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
  return (
    <ConfirmDialog
      open={board !== null}
      onOpenChange={(open) => !open && onClose()}
      title={
        archiving
          ? board
            ? t('consoleBoard.archive.archiveNamed', { name: board.name })
            : t('consoleBoard.archive.archiveQuestion')
          : board
            ? t('consoleBoard.archive.restoreNamed', { name: board.name })
            : t('consoleBoard.archive.restoreQuestion')
      }
      description={
        archiving ? (
          <p>
            {clients > 0
              ? t('consoleBoard.archive.archiveDescription', { count: clients })
              : t('consoleBoard.archive.archiveDescriptionNoClients')}
          </p>
        ) : (
          <p>{t('consoleBoard.archive.restoreDescription')}</p>
        )
      }
      confirmLabel={archiving ? t('consoleBoard.shared.archiveBoard') : t('consoleBoard.shared.restoreBoard')}
      pendingLabel={archiving ? t('consoleBoard.archive.archiving') : t('consoleBoard.archive.restoring')}
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
                archiving ? t('consoleBoard.archive.archiveFailed') : t('consoleBoard.archive.restoreFailed'),
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
