import { Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { callDefaults, screenTexts, toasts } from '@portico/contract';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { localize, t } from '@/lib/i18n';
import { useEditableColumns } from '../../api/editable-columns';
import { useGroups } from '../../api/get-all-groups';
import { paths } from '@/lib/paths';

export interface AddItemPopoverProps {
  boardId: string;
}

/**
 * §2 'Add New Item': a popover to choose the group ('Select Item Group'); the groups load only once it is
 * open (§4). 'Continue' leads to create-item/{groupId} and stays disabled until a group is chosen (§5).
 */
export const AddItemPopover = ({ boardId }: AddItemPopoverProps) => {
  const [open, setOpen] = useState(false);
  const [groupId, setGroupId] = useState('');
  const groups = useGroups(boardId, { enabled: open });
  // Asked beside the groups (and kept for the add screen): a board may take no new items even when the
  // user's flags and plan allow adding, and choosing a group only to be sent back would be a dead end.
  const editable = useEditableColumns(boardId, { enabled: open });
  const closed = editable.data?.allowUsersToCreateNewItems === false;
  const id = useId();

  const { error } = groups;
  useEffect(() => {
    if (!error) return;
    toast.error(localize(toasts.couldNotFetchGroups), {
      id: 'board-groups',
      description: errorMessage(error, callDefaults.groups),
    });
  }, [error]);

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setGroupId('');
      }}
    >
      <PopoverTrigger asChild>
        <Button className="shrink-0">
          <Plus className="size-4" strokeWidth={2} aria-hidden="true" />
          {t('boards.addItem.button')}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="end"
        className="w-80"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
      >
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <h2 id={`${id}-title`} className="text-[15px] leading-6 font-semibold">
              {localize(screenTexts.selectItemGroup)}
            </h2>
            <p id={`${id}-text`} className="text-[13px] text-muted-foreground">
              {localize(screenTexts.selectItemGroupText)}
            </p>
          </div>
          {closed ? (
            <p className="rounded-md bg-muted px-3 py-2 text-[13px] text-muted-foreground" role="status">
              {t('boards.addItem.closed')}
            </p>
          ) : (
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-group`} id={`${id}-group-label`}>
                {t('boards.addItem.group')}
              </Label>
              {groups.isPending && !error ? (
                <Skeleton className="h-9 w-full max-md:h-10" />
              ) : (
                <Select value={groupId} onValueChange={setGroupId} disabled={!groups.data}>
                  <SelectTrigger id={`${id}-group`} aria-labelledby={`${id}-group-label`}>
                    <SelectValue placeholder={localize(screenTexts.selectGroup)} />
                  </SelectTrigger>
                  <SelectContent>
                    {(groups.data ?? []).map((g) => (
                      <SelectItem key={g.id} value={g.id}>
                        {g.title || localize(screenTexts.groupFallback)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </div>
          )}
          {groupId && !closed ? (
            <Button asChild>
              <Link to={paths.createItem(boardId, groupId)}>{t('boards.addItem.continue')}</Link>
            </Button>
          ) : (
            <Button disabled>{t('boards.addItem.continue')}</Button>
          )}
        </div>
      </PopoverContent>
    </Popover>
  );
};
