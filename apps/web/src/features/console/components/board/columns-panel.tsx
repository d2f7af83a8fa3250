import { Columns3 } from 'lucide-react';
import { useRef, useState } from 'react';
import type { ConsoleColumn } from '@portico/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { t } from '@/lib/i18n';
import { useConsoleColumns } from '../../api/console-columns';
import { useDeleteColumn } from '../../api/delete-column';
import { useReorderColumns } from '../../api/reorder-columns';
import { notifyError, notifySuccess } from '../../utils/notify';
import { AddColumnForm } from './add-column-form';
import { ColumnRow } from './column-row';
import { EmptyState } from '../shared/console-page';
import { QueryError } from '../shared/query-error';
import { SortableList } from '../shared/sortable-list';

/**
 * A board's columns in the order clients see them: add any type, rename, the flags as switches, reorder
 * (drag or Move up/down), delete after being told how many values go with it.
 */
export const ColumnsPanel = ({ boardId }: { boardId: string }) => {
  const columns = useConsoleColumns(boardId);
  const order = useReorderColumns();
  const remove = useDeleteColumn();
  const [deleting, setDeleting] = useState<ConsoleColumn | null>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const list = columns.data;

  if (columns.isError && !list)
    return (
      <div className="p-4">
        <QueryError
          message={errorMessage(columns.error, t('consoleBoard.columns.loadFailed'))}
          onRetry={() => void columns.refetch()}
        />
      </div>
    );
  if (!list)
    return (
      <div aria-busy="true" aria-label={t('consoleBoard.columns.loading')}>
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="flex h-14 items-center gap-3 border-b border-border px-4 last:border-b-0">
            <Skeleton className="size-8" />
            <Skeleton className="h-3.5 w-40" />
            <Skeleton className="ms-auto h-5 w-32" />
          </div>
        ))}
      </div>
    );

  return (
    <>
      {list.length === 0 ? (
        <EmptyState
          icon={<Columns3 strokeWidth={1.75} aria-hidden="true" />}
          title={t('consoleBoard.columns.empty')}
        />
      ) : (
        <SortableList
          label={t('consoleBoard.columns.listLabel')}
          items={list}
          idOf={(c) => c.id}
          nameOf={(c) => c.title}
          onReorder={(next) =>
            order.reorder(
              { boardId, columns: next },
              {
                onSuccess: (response) => notifySuccess(response.message, `columns-order-${boardId}`),
                onError: (error) =>
                  notifyError(error, t('consoleBoard.columns.reorderFailed'), `columns-order-${boardId}`),
              },
            )
          }
        >
          {(column) => (
            <ColumnRow
              boardId={boardId}
              column={column}
              onDelete={(button) => {
                trigger.current = button;
                setDeleting(column);
              }}
            />
          )}
        </SortableList>
      )}
      <AddColumnForm boardId={boardId} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={
          deleting
            ? t('consoleBoard.shared.deleteQuestion', { title: deleting.title })
            : t('consoleBoard.columns.deleteQuestion')
        }
        description={
          <p>
            {deleting && deleting.valueCount > 0
              ? t('consoleBoard.columns.deleteValues', { count: deleting.valueCount })
              : t('consoleBoard.columns.deleteNoValues')}
          </p>
        }
        confirmLabel={
          deleting && deleting.valueCount > 0
            ? t('consoleBoard.columns.confirmValues', { count: deleting.valueCount })
            : t('consoleBoard.columns.confirm')
        }
        pendingLabel={t('consoleBoard.shared.deleting')}
        destructive
        pending={remove.isPending}
        returnFocusTo={trigger}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(
            { boardId, columnId: deleting.id, values: deleting.valueCount },
            {
              onSuccess: (response) => {
                notifySuccess(response.message, `column-${deleting.id}`);
                setDeleting(null);
              },
              onError: (error) => {
                notifyError(error, t('consoleBoard.columns.deleteFailed'), `column-${deleting.id}`);
                setDeleting(null);
                // A count that changed meanwhile is shown again before anyone confirms again.
                void columns.refetch();
              },
            },
          );
        }}
      />
    </>
  );
};
