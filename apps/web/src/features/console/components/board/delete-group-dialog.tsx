import { type RefObject, useState } from 'react';
import type { ConsoleGroup } from '@portico/contract';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/dialog-form';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { errorMessage } from '@/lib/errors';
import { t } from '@/lib/i18n';
import { useDeleteGroup } from '../../api/delete-group';
import { notifySuccess } from '../../utils/notify';

export interface DeleteGroupDialogProps {
  boardId: string;
  /** The group to delete; the dialog is open while there is one. */
  group: ConsoleGroup | null;
  /** Every group of the board (the others are where its items can go). */
  groups: readonly ConsoleGroup[];
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * Delete a group: when it holds items, the group they move to is chosen first (the first other group is
 * proposed). The server moves them and deletes the group in one transaction.
 */
export const DeleteGroupDialog = ({
  boardId,
  group,
  groups,
  onClose,
  returnFocusTo,
}: DeleteGroupDialogProps) => {
  const remove = useDeleteGroup();
  return (
    <Dialog open={group !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <DialogContent onCloseAutoFocus={() => remove.reset()} returnFocusTo={returnFocusTo}>
        {group && (
          <DeleteGroupForm
            key={group.id}
            group={group}
            others={groups.filter((g) => g.id !== group.id)}
            pending={remove.isPending}
            error={
              remove.isError ? errorMessage(remove.error, t('consoleBoard.deleteGroup.failed')) : undefined
            }
            onDelete={(moveTo) =>
              remove.mutate(
                { boardId, groupId: group.id, moveTo },
                {
                  onSuccess: (response) => {
                    notifySuccess(response.message, `group-${group.id}`);
                    onClose();
                  },
                },
              )
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
};

interface DeleteGroupFormProps {
  group: ConsoleGroup;
  others: readonly ConsoleGroup[];
  pending: boolean;
  error: string | undefined;
  onDelete: (moveTo: string | undefined) => void;
}

const DeleteGroupForm = ({ group, others, pending, error, onDelete }: DeleteGroupFormProps) => {
  const [moveTo, setMoveTo] = useState(others[0]?.id ?? '');
  const moving = group.itemCount > 0;
  return (
    <DialogForm
      title={t('consoleBoard.shared.deleteQuestion', { title: group.title })}
      description={
        moving
          ? t('consoleBoard.deleteGroup.moving', { count: group.itemCount })
          : t('consoleBoard.deleteGroup.empty')
      }
      onSubmit={(event) => {
        event.preventDefault();
        onDelete(moving ? moveTo : undefined);
      }}
      error={error}
      pending={pending}
      submitLabel={moving ? t('consoleBoard.deleteGroup.submitMove') : t('consoleBoard.deleteGroup.submit')}
      pendingLabel={t('consoleBoard.shared.deleting')}
      submitVariant="destructive"
      submitDisabled={moving && !moveTo}
    >
      {moving && (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`move-to-${group.id}`}>
            {t('consoleBoard.deleteGroup.moveTo', { count: group.itemCount })}
          </Label>
          <Select value={moveTo} onValueChange={setMoveTo} disabled={pending}>
            <SelectTrigger id={`move-to-${group.id}`}>
              <SelectValue placeholder={t('consoleBoard.deleteGroup.chooseGroup')} />
            </SelectTrigger>
            <SelectContent>
              {others.map((g) => (
                <SelectItem key={g.id} value={g.id}>
                  {g.title}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      )}
    </DialogForm>
  );
};
