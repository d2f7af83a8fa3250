import { type RefObject, useState } from 'react';
import type { ConsoleGroup } from '@portico/contract';
import { Button } from '@/components/ui/button';
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
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { errorMessage } from '@/lib/errors';
import { useDeleteGroup } from '../../api/delete-group';
import { notifySuccess } from '../../utils/notify';
import { FormAlert } from '@/components/ui/form-alert';

export interface DeleteGroupDialogProps {
  boardId: string;
  /** The group to delete; the dialog is open while there is one. */
  group: ConsoleGroup | null;
  /** Every group of the board (the others are where its items can go). */
  groups: readonly ConsoleGroup[];
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

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
            error={remove.isError ? errorMessage(remove.error, 'The group could not be deleted.') : undefined}
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
    <form
      className="flex min-h-0 flex-col"
      onSubmit={(event) => {
        event.preventDefault();
        onDelete(moving ? moveTo : undefined);
      }}
    >
      <DialogHeader>
        <DialogTitle>Delete {group.title}?</DialogTitle>
        <DialogDescription>
          {moving
            ? `Its ${items(group.itemCount)} move to the group you choose; nothing else changes on them.`
            : 'It holds no items. The group is gone for good.'}
        </DialogDescription>
      </DialogHeader>
      <DialogBody className="flex flex-col gap-4">
        {error && <FormAlert>{error}</FormAlert>}
        {moving && (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`move-to-${group.id}`}>Move its {items(group.itemCount)} to</Label>
            <Select value={moveTo} onValueChange={setMoveTo} disabled={pending}>
              <SelectTrigger id={`move-to-${group.id}`}>
                <SelectValue placeholder="Choose a group" />
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
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" variant="destructive" loading={pending} disabled={moving && !moveTo}>
          {pending ? 'Deleting...' : moving ? 'Move items and delete' : 'Delete group'}
        </Button>
      </DialogFooter>
    </form>
  );
};
