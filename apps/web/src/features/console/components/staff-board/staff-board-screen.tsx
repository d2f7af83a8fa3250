import { Settings2 } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ConsoleColumn, ConsoleItem } from '@portico/contract';
import { PeopleContext, toDirectory } from '@/components/columns/people-context';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TooltipProvider } from '@/components/ui/tooltip';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorMessage } from '@/lib/errors';
import { t } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useBulkItems } from '../../api/bulk-items';
import { useConsoleBoards } from '../../api/console-boards';
import { useConsoleColumns } from '../../api/console-columns';
import { useConsoleGroups } from '../../api/console-groups';
import { STAFF_PAGE_SIZE, type StaffBoardView } from '../../api/console-items';
import { usePeople } from '../../api/list-people';
import { useStaffBoardRows } from '../../hooks/use-staff-board-rows';
import { notifyError, notifySuccess } from '../../utils/notify';
import { editorOptions, peopleThumbs, statusColumns } from '../../utils/staff-board';
import { ConsolePage } from '../shared/console-page';
import { CsvImportDialog } from './csv-import-dialog';
import { ExportCsvButton } from './export-csv-button';
import { QueryError } from '../shared/query-error';
import { type BulkAction, StaffBulkBar } from './staff-board-bulk-bar';
import type { StaffSort } from './staff-board-header';
import type { RowAction } from './staff-board-row-menu';
import { StaffHistoryPanel, StaffItemPanel } from './staff-board-history';
import { StaffBoardTable } from './staff-board-table';
import { StaffBoardToolbar } from './staff-board-toolbar';
import { useLiveStaffBoard } from '../../hooks/use-live-staff-board';

/** The view lives in the URL (?q=&group=&sort=&dir=), so a reload or a shared link shows the same rows. */
const useView = () => {
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes))
          if (value) next.set(key, value);
          else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const dir = params.get('dir');
  return {
    search: params.get('q') ?? '',
    groupId: params.get('group') ?? undefined,
    sort: {
      sort: params.get('sort') ?? undefined,
      dir: dir === 'desc' ? 'desc' : dir === 'asc' ? 'asc' : undefined,
    } as StaffSort,
    set,
  };
};

/**
 * Console › Boards › a board › Items: the staff board. Every item with every column (hidden ones marked),
 * edited in place with the portal's editors; search, sort and group on the server; select several to move,
 * set a status, duplicate or delete them at once.
 */
export interface StaffBoardScreenProps {
  boardId: string;
  /** An item's thread of updates, for the side panel the row menu's 'Updates' opens (composed by the route). */
  renderThread?: (item: { id: string; name: string }) => ReactNode;
}

export const StaffBoardScreen = ({ boardId, renderThread }: StaffBoardScreenProps) => {
  useLiveStaffBoard(boardId);
  const boards = useConsoleBoards();
  const board = boards.data?.find((b) => b.id === boardId);
  const columns = useConsoleColumns(boardId);
  const groups = useConsoleGroups(boardId);
  const people = usePeople({});
  const view = useView();
  const search = useDebouncedValue(view.search.trim(), 300);
  const query: StaffBoardView = {
    ...(search && { search }),
    ...(view.groupId && { groupId: view.groupId }),
    ...(view.sort.sort && { sort: view.sort.sort, dir: view.sort.dir ?? 'asc' }),
  };
  const [range, setRange] = useState({ start: 0, end: 40 });
  const rows = useStaffBoardRows(boardId, query, range);
  const [selection, setSelection] = useState<Set<string>>(new Set());
  const [deleting, setDeleting] = useState<string[] | null>(null);
  const [panel, setPanel] = useState<{ kind: 'history' | 'updates'; id: string; name: string } | null>(null);
  /** The item whose menu opened a panel: its menu button gets the focus back. */
  const panelOpener = useRef<string | null>(null);
  const bulk = useBulkItems();

  const all = columns.data ?? [];
  const nameColumn = all.find((c) => c.type === 'name');
  const others = all.filter((c) => c.type !== 'name');
  const directory = toDirectory(peopleThumbs(people.data?.people ?? []));
  const optionsOf = (column: ConsoleColumn) => editorOptions(column, people.data?.people ?? []);
  const groupList = groups.data ?? [];

  const run = (request: Parameters<typeof bulk.mutate>[0]['request'], after?: () => void) =>
    bulk.mutate(
      { boardId, request },
      {
        onSuccess: (response) => {
          notifySuccess(response.message, 'staff-board-bulk');
          after?.();
        },
        onError: (error) => notifyError(error, t('staffBoard.screen.bulkFailed'), 'staff-board-bulk'),
      },
    );
  const onBulk = (action: BulkAction) => {
    const itemIds = [...selection];
    if (action.action === 'delete') return setDeleting(itemIds);
    run({ ...action, itemIds }, action.action === 'duplicate' ? undefined : () => setSelection(new Set()));
  };
  const onRowAction = (item: ConsoleItem, action: RowAction) => {
    if (action.action === 'delete') return setDeleting([item.id]);
    if (action.action === 'history' || action.action === 'updates') {
      panelOpener.current = item.id;
      return setPanel({ kind: action.action, id: item.id, name: item.name });
    }
    run({ ...action, itemIds: [item.id] });
  };
  const setRangeIfMoved = (next: { start: number; end: number }) =>
    setRange((current) =>
      Math.floor(current.start / STAFF_PAGE_SIZE) === Math.floor(next.start / STAFF_PAGE_SIZE) &&
      Math.floor(current.end / STAFF_PAGE_SIZE) === Math.floor(next.end / STAFF_PAGE_SIZE)
        ? current
        : next,
    );

  const rowMenuButton = () =>
    document.querySelector<HTMLElement>(`[data-menu-of="${CSS.escape(panelOpener.current ?? '')}"]`);

  const failed = columns.isError ? columns.error : rows.isError ? rows.error : null;
  const title = board?.name ?? t('staffBoard.screen.title');
  return (
    <ConsolePage
      wide
      title={title}
      description={
        <>
          <span aria-live="polite" className="tabular-nums">
            {rows.total === undefined ? '…' : t('staffBoard.screen.count', { count: rows.total })}
          </span>
          {' · '}
          {t('staffBoard.screen.description')}
        </>
      }
      actions={
        <>
          <CsvImportDialog boardId={boardId} />
          <ExportCsvButton boardId={boardId} {...query} />
          <Button variant="secondary" asChild>
            <Link to={paths.consoleBoard(boardId)}>
              <Settings2 className="size-4" strokeWidth={1.75} aria-hidden="true" />
              {t('staffBoard.screen.structure')}
            </Link>
          </Button>
        </>
      }
    >
      <StaffBoardToolbar
        boardId={boardId}
        groups={groupList}
        search={view.search}
        onSearch={(q) => view.set({ q })}
        groupId={view.groupId}
        onGroup={(group) => view.set({ group })}
      />
      {selection.size > 0 && (
        <StaffBulkBar
          count={selection.size}
          groups={groupList}
          statusColumns={statusColumns(others)}
          pending={bulk.isPending}
          onAction={onBulk}
          onClear={() => setSelection(new Set())}
        />
      )}
      {failed ? (
        <QueryError
          message={errorMessage(failed, t('staffBoard.screen.loadFailed'))}
          onRetry={() => {
            void columns.refetch();
            rows.refetch();
          }}
        />
      ) : (
        <PeopleContext value={directory}>
          <TooltipProvider delayDuration={400} skipDelayDuration={200}>
            <StaffBoardTable
              boardId={boardId}
              label={t('staffBoard.screen.tableLabel', { board: title })}
              rows={rows}
              onRange={setRangeIfMoved}
              nameColumn={nameColumn}
              columns={others}
              optionsOf={optionsOf}
              groups={groupList}
              sort={view.sort}
              onSort={(sort) => view.set({ sort: sort.sort, dir: sort.dir })}
              selection={selection}
              onSelectionChange={setSelection}
              onRowAction={onRowAction}
              withUpdates={renderThread !== undefined}
            />
          </TooltipProvider>
        </PeopleContext>
      )}
      <StaffHistoryPanel
        boardId={boardId}
        item={panel?.kind === 'history' ? panel : null}
        onClose={() => setPanel(null)}
        returnFocusTo={rowMenuButton}
      />
      {renderThread && (
        <StaffItemPanel
          title={t('staffBoard.shared.updates')}
          item={panel?.kind === 'updates' ? panel : null}
          onClose={() => setPanel(null)}
          returnFocusTo={rowMenuButton}
          className="w-[520px]"
        >
          {panel && <div className="p-4">{renderThread(panel)}</div>}
        </StaffItemPanel>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('staffBoard.screen.deleteTitle', { count: deleting?.length ?? 0 })}
        description={t('staffBoard.screen.deleteDescription')}
        confirmLabel={t('common.delete')}
        pendingLabel={t('staffBoard.screen.deleting')}
        pending={bulk.isPending}
        destructive
        onConfirm={() =>
          deleting &&
          run({ action: 'delete', itemIds: deleting }, () => {
            setDeleting(null);
            setSelection((current) => new Set([...current].filter((id) => !deleting.includes(id))));
          })
        }
      />
    </ConsolePage>
  );
};
