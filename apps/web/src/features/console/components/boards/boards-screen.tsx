import { LayoutGrid, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import type { ConsoleBoard } from '@portico/contract';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { SegmentedControl } from '@/components/ui/toggle-group';
import { errorMessage } from '@/lib/errors';
import { type MessageKey, t } from '@/lib/i18n';
import { useConsoleBoards } from '../../api/console-boards';
import { ArchiveBoardDialog } from './archive-board-dialog';
import { BoardsTable } from './boards-table';
import { ConsoleCard, ConsolePage, EmptyState } from '../shared/console-page';
import { CreateBoardDialog } from './create-board-dialog';
import { QueryError } from '../shared/query-error';

type Show = 'active' | 'archived' | 'all';

const FILTERS: ReadonlyArray<{ value: Show; label: MessageKey }> = [
  { value: 'active', label: 'consoleBoard.boards.active' },
  { value: 'archived', label: 'consoleBoard.boards.archived' },
  { value: 'all', label: 'common.all' },
];
const isShow = (value: string | null): value is Show =>
  value === 'active' || value === 'archived' || value === 'all';

const EMPTY: Record<Show, MessageKey> = {
  active: 'consoleBoard.boards.emptyActive',
  archived: 'consoleBoard.boards.emptyArchived',
  all: 'consoleBoard.boards.empty',
};

/**
 * Console › Boards: every board of the portal with its counts; create one, archive or restore it. Archived
 * boards are hidden unless the filter (kept in the URL) asks for them.
 */
export const BoardsScreen = () => {
  const [params, setParams] = useSearchParams();
  const raw = params.get('show');
  const show: Show = isShow(raw) ? raw : 'active';
  const [creating, setCreating] = useState(false);
  // The dialog lives here, not in the table: archiving the last board shown replaces the table.
  const [archiving, setArchiving] = useState<ConsoleBoard | null>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const query = useConsoleBoards();
  const all = query.data;
  const boards = all?.filter((b) => show === 'all' || b.archived === (show === 'archived'));
  const archivedCount = all?.filter((b) => b.archived).length ?? 0;

  const setShow = (next: Show) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'active') copy.delete('show');
        else copy.set('show', next);
        return copy;
      },
      { replace: true },
    );

  return (
    <ConsolePage
      title={t('consoleBoard.boards.title')}
      description={t('consoleBoard.boards.description')}
      actions={
        <Button onClick={() => setCreating(true)}>
          <Plus className="size-4" strokeWidth={1.75} aria-hidden="true" />
          {t('consoleBoard.shared.newBoard')}
        </Button>
      }
    >
      <ConsoleCard>
        <div className="flex flex-wrap items-center gap-3 border-b border-border px-4 py-3">
          <SegmentedControl
            options={FILTERS.map((filter) => ({ value: filter.value, label: t(filter.label) }))}
            value={show}
            onValueChange={setShow}
            aria-label={t('consoleBoard.boards.show')}
          />
          <p className="ms-auto text-[13px] text-muted-foreground tabular-nums" aria-live="polite">
            {all ? countText(all.length, archivedCount) : ''}
          </p>
        </div>
        {query.isError && !all ? (
          <div className="p-4">
            <QueryError
              message={errorMessage(query.error, t('consoleBoard.boards.loadFailed'))}
              onRetry={() => void query.refetch()}
            />
          </div>
        ) : boards && boards.length === 0 ? (
          <EmptyState
            icon={<LayoutGrid strokeWidth={1.75} aria-hidden="true" />}
            title={t(all?.length === 0 ? EMPTY.all : EMPTY[show])}
          >
            {show !== 'archived' && (
              <Button variant="secondary" size="sm" onClick={() => setCreating(true)}>
                {all?.length === 0 ? t('consoleBoard.boards.createFirst') : t('consoleBoard.shared.newBoard')}
              </Button>
            )}
          </EmptyState>
        ) : (
          <BoardsTable
            boards={boards ?? []}
            loading={!boards}
            onArchive={(board, button) => {
              trigger.current = button;
              setArchiving(board);
            }}
          />
        )}
      </ConsoleCard>
      <CreateBoardDialog open={creating} onOpenChange={setCreating} />
      <ArchiveBoardDialog board={archiving} onClose={() => setArchiving(null)} returnFocusTo={trigger} />
    </ConsolePage>
  );
};

const countText = (total: number, archived: number) =>
  archived > 0
    ? t('consoleBoard.boards.countArchived', { total, archived })
    : t('consoleBoard.boards.count', { total });
