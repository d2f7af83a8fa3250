import { Plus, Search } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import type { ConsoleGroup } from '@portico/contract';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { t } from '@/lib/i18n';
import { useCreateConsoleItem } from '../../api/create-console-item';
import { notifyError, notifySuccess } from '../../utils/notify';

const ALL = 'all';

export interface StaffBoardToolbarProps {
  boardId: string;
  groups: readonly ConsoleGroup[];
  search: string;
  onSearch: (search: string) => void;
  groupId: string | undefined;
  onGroup: (groupId: string | undefined) => void;
}

/** Search, the group shown, and adding an item by its name. */
export const StaffBoardToolbar = ({
  boardId,
  groups,
  search,
  onSearch,
  groupId,
  onGroup,
}: StaffBoardToolbarProps) => {
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex w-full flex-col gap-1.5 sm:w-56">
        <Label htmlFor={`${id}-search`}>{t('common.search')}</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 start-2.5 size-4 -translate-y-1/2 text-muted-foreground"
            strokeWidth={1.75}
            aria-hidden="true"
          />
          <Input
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(e) => onSearch(e.target.value)}
            placeholder={t('staffBoard.toolbar.searchPlaceholder')}
            className="ps-8"
            maxLength={200}
          />
        </div>
      </div>
      <div className="flex w-full flex-col gap-1.5 sm:w-44">
        <Label htmlFor={`${id}-group`}>{t('staffBoard.shared.group')}</Label>
        <Select value={groupId ?? ALL} onValueChange={(v) => onGroup(v === ALL ? undefined : v)}>
          <SelectTrigger id={`${id}-group`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t('staffBoard.toolbar.allGroups')}</SelectItem>
            {groups.map((g) => (
              <SelectItem key={g.id} value={g.id}>
                {g.title}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <QuickAdd boardId={boardId} groups={groups} defaultGroupId={groupId} />
    </div>
  );
};

/** Adds an item by its name to a group; the field stays focused for the next one. */
const QuickAdd = ({
  boardId,
  groups,
  defaultGroupId,
}: {
  boardId: string;
  groups: readonly ConsoleGroup[];
  defaultGroupId: string | undefined;
}) => {
  const id = useId();
  const [name, setName] = useState('');
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const create = useCreateConsoleItem();
  const groupId = picked ?? defaultGroupId ?? groups[0]?.id;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const itemName = name.trim();
    if (!itemName || !groupId) return;
    create.mutate(
      { boardId, groupId, itemName },
      {
        onSuccess: (response) => {
          notifySuccess(response.message, 'staff-board-add');
          setName('');
          input.current?.focus();
        },
        onError: (error) => notifyError(error, t('staffBoard.toolbar.addFailed'), 'staff-board-add'),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      aria-label={t('staffBoard.toolbar.addLabel')}
      className="ms-auto flex flex-wrap items-end gap-2"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-name`}>{t('staffBoard.toolbar.newItem')}</Label>
        <Input
          ref={input}
          id={`${id}-name`}
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder={t('staffBoard.toolbar.itemName')}
          maxLength={255}
          className="w-52"
          autoComplete="off"
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-in`}>{t('staffBoard.toolbar.inGroup')}</Label>
        <Select value={groupId} onValueChange={setPicked} disabled={groups.length === 0}>
          <SelectTrigger id={`${id}-in`} className="w-36">
            <SelectValue placeholder={t('staffBoard.toolbar.noGroups')} />
          </SelectTrigger>
          <SelectContent>
            {groups.map((g) => (
              <SelectItem key={g.id} value={g.id}>
                {g.title}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Button type="submit" disabled={create.isPending || !name.trim() || !groupId}>
        <Plus className="size-4" strokeWidth={2} aria-hidden="true" />
        {t(create.isPending ? 'staffBoard.toolbar.adding' : 'staffBoard.toolbar.add')}
      </Button>
    </form>
  );
};
