import { LayoutGrid, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import type { ConsoleBoard } from '@portico/contract';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { SegmentedControl } from '@/components/ui/toggle-group';
import { errorMessage } from '@/lib/errors';
import { useConsoleBoards } from '../../api/console-boards';
import { ArchiveBoardDialog } from './archive-board-dialog';
import { BoardsTable } from './boards-table';
import { ConsoleCard, ConsolePage, EmptyState } from '../shared/console-page';
import { CreateBoardDialog } from './create-board-dialog';
import { QueryError } from '../shared/query-error';

type Show = 'active' | 'archived' | 'all';

const FILTERS: ReadonlyArray<{ value: Show; label: string }> = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
  { value: 'all', label: 'All' },
];
const isShow = (value: string | null): value is Show =>
  value === 'active' || value === 'archived' || value === 'all';

const EMPTY: Record<Show, string> = {
  active: 'No active boards. Restore an archived one, or create a board.',
  archived: 'No archived boards.',
  all: 'No boards yet.',
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
      title="Boards"
      description="What your clients work on: create boards, set their groups, archive the ones that are done."
      actions={
        <Button onClick={() => setCreating(true)}>
          <Plus className="size-4" strokeWidth={1.75} aria-hidden="true" />
          New board
        </Button>
      }
    >
      <ConsoleCard>
        <div className="flex flex-wrap items-center gap-3 border-b border-border px-4 py-3">
          <SegmentedControl options={FILTERS} value={show} onValueChange={setShow} aria-label="Show" />
          <p className="ml-auto text-[13px] text-muted-foreground tabular-nums" aria-live="polite">
            {all ? countText(all.length, archivedCount) : ''}
          </p>
        </div>
        {query.isError && !all ? (
          <div className="p-4">
            <QueryError
              message={errorMessage(query.error, 'The boards could not be loaded.')}
              onRetry={() => void query.refetch()}
            />
          </div>
        ) : boards && boards.length === 0 ? (
          <EmptyState
            icon={<LayoutGrid strokeWidth={1.75} aria-hidden="true" />}
            title={all?.length === 0 ? EMPTY.all : EMPTY[show]}
          >
            {show !== 'archived' && (
              <Button variant="secondary" size="sm" onClick={() => setCreating(true)}>
                {all?.length === 0 ? 'Create your first board' : 'New board'}
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

const countText = (total: number, archived: number) => {
  const boards = `${total} ${total === 1 ? 'board' : 'boards'}`;
  return archived > 0 ? `${boards}, ${archived} archived` : boards;
};
