import { Rows3 } from 'lucide-react';
import { useRef, useState } from 'react';
import type { ConsoleGroup } from '@portico/contract';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { t } from '@/lib/i18n';
import { useConsoleGroups } from '../../api/console-groups';
import { useReorderGroups } from '../../api/reorder-groups';
import { notifyError, notifySuccess } from '../../utils/notify';
import { AddGroupForm } from './add-group-form';
import { EmptyState } from '../shared/console-page';
import { DeleteGroupDialog } from './delete-group-dialog';
import { GroupRow } from './group-row';
import { QueryError } from '../shared/query-error';
import { SortableList } from '../shared/sortable-list';

/**
 * A board's groups in the order clients see them: add, rename, recolour, reorder (drag a row's handle, or
 * its Move up and Move down buttons), delete with the group its items move to.
 */
export const GroupsPanel = ({ boardId }: { boardId: string }) => {
  const groups = useConsoleGroups(boardId);
  const order = useReorderGroups();
  const [deleting, setDeleting] = useState<ConsoleGroup | null>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const list = groups.data;

  if (groups.isError && !list)
    return (
      <div className="p-4">
        <QueryError
          message={errorMessage(groups.error, t('consoleBoard.groups.loadFailed'))}
          onRetry={() => void groups.refetch()}
        />
      </div>
    );
  if (!list)
    return (
      <div aria-busy="true" aria-label={t('consoleBoard.groups.loading')}>
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className="flex h-14 items-center gap-3 border-b border-border px-4 last:border-b-0">
            <Skeleton className="size-4 rounded-full" />
            <Skeleton className="h-3.5 w-40" />
            <Skeleton className="ms-auto h-3.5 w-14" />
          </div>
        ))}
      </div>
    );

  return (
    <>
      {list.length === 0 ? (
        <EmptyState
          icon={<Rows3 strokeWidth={1.75} aria-hidden="true" />}
          title={t('consoleBoard.groups.empty')}
        />
      ) : (
        <SortableList
          label={t('consoleBoard.groups.listLabel')}
          items={list}
          idOf={(g) => g.id}
          nameOf={(g) => g.title}
          onReorder={(next) =>
            order.reorder(
              { boardId, groups: next },
              {
                onSuccess: (response) => notifySuccess(response.message, `groups-order-${boardId}`),
                onError: (error) =>
                  notifyError(error, t('consoleBoard.groups.reorderFailed'), `groups-order-${boardId}`),
              },
            )
          }
        >
          {(group) => (
            <GroupRow
              boardId={boardId}
              group={group}
              deletable={list.length > 1}
              onDelete={(button) => {
                trigger.current = button;
                setDeleting(group);
              }}
            />
          )}
        </SortableList>
      )}
      <AddGroupForm boardId={boardId} groupCount={list.length} />
      <DeleteGroupDialog
        boardId={boardId}
        group={deleting}
        groups={list}
        onClose={() => setDeleting(null)}
        returnFocusTo={trigger}
      />
    </>
  );
};
