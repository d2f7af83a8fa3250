import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { type DragEvent, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';

export interface SortableListProps<T> {
  items: readonly T[];
  idOf: (item: T) => string;
  /** How a row is named in its buttons and announcements ('Move Design up'). */
  nameOf: (item: T) => string;
  /** The list's accessible name. */
  label: string;
  /** Called with every item in the new order and the one that moved. */
  onReorder: (next: T[], moved: T) => void;
  /** While a change is saved, nothing moves. */
  disabled?: boolean;
  /** The row's own content, between the drag handle and the move buttons. */
  children: (item: T) => ReactNode;
}

/** `items` with the one at `from` put at `to`. */
export const moveItem = <T,>(items: readonly T[], from: number, to: number): T[] => {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
};

/**
 * A list in an order people set: by dragging a row's handle (native HTML5 drag and drop, no library), or by
 * keyboard with each row's Move up and Move down buttons. After a move by keyboard the focus stays on the
 * button that moved the row, and the new position is announced.
 */
export const SortableList = <T,>({
  items,
  idOf,
  nameOf,
  label,
  onReorder,
  disabled = false,
  children,
}: SortableListProps<T>) => {
  const list = useRef<HTMLOListElement>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const refocus = useRef<{ id: string; direction: 'up' | 'down' } | null>(null);

  // A row moved by keyboard: its button again (the other one when it reached an end).
  useLayoutEffect(() => {
    const target = refocus.current;
    if (!target || !list.current) return;
    const row = [...list.current.querySelectorAll<HTMLElement>('[data-sortable-id]')].find(
      (el) => el.dataset.sortableId === target.id,
    );
    const same = row?.querySelector<HTMLButtonElement>(`[data-move="${target.direction}"]`);
    const other = row?.querySelector<HTMLButtonElement>(
      `[data-move="${target.direction === 'up' ? 'down' : 'up'}"]`,
    );
    (same && !same.disabled ? same : other)?.focus();
    refocus.current = null;
  }, [items]);

  const move = (from: number, to: number) => {
    const item = items[from];
    if (item === undefined || to < 0 || to >= items.length || from === to) return;
    setAnnouncement(
      t('console.sortable.moved', {
        name: nameOf(item),
        position: formatNumber(to + 1),
        total: formatNumber(items.length),
      }),
    );
    onReorder(moveItem(items, from, to), item);
  };

  const fromIndex = dragging === null ? -1 : items.findIndex((item) => idOf(item) === dragging);
  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (fromIndex >= 0) move(fromIndex, to);
    setDragging(null);
    setOver(null);
  };

  return (
    <>
      <ol ref={list} aria-label={label} className="flex flex-col">
        {items.map((item, index) => {
          const id = idOf(item);
          const name = nameOf(item);
          const target = over === index && fromIndex >= 0 && fromIndex !== index;
          return (
            <li
              key={id}
              data-sortable-id={id}
              onDragOver={(event) => {
                if (dragging === null) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                if (over !== index) setOver(index);
              }}
              onDrop={(event) => onDrop(event, index)}
              className={cn(
                'relative flex min-h-14 items-center gap-2 border-b border-border px-3 last:border-b-0',
                dragging === id && 'opacity-50',
                target &&
                  (fromIndex < index
                    ? 'shadow-[inset_0_-2px_0_0_var(--primary)]'
                    : 'shadow-[inset_0_2px_0_0_var(--primary)]'),
              )}
            >
              <span
                draggable={!disabled}
                title={t('console.sortable.drag', { name })}
                aria-hidden="true"
                data-testid="drag-handle"
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', id);
                  const row = event.currentTarget.closest('li');
                  if (row) event.dataTransfer.setDragImage(row, 16, 16);
                  setDragging(id);
                }}
                onDragEnd={() => {
                  setDragging(null);
                  setOver(null);
                }}
                className={cn(
                  'grid h-8 w-5 shrink-0 place-items-center rounded-control text-muted-foreground',
                  disabled
                    ? 'cursor-not-allowed opacity-60'
                    : 'cursor-grab hover:bg-accent active:cursor-grabbing',
                )}
              >
                <GripVertical className="size-4" strokeWidth={1.75} />
              </span>
              <div className="flex min-w-0 flex-1 items-center gap-3">{children(item)}</div>
              <div className="flex shrink-0 items-center">
                <Button
                  variant="ghost"
                  size="icon-sm"
                  data-move="up"
                  aria-label={t('console.sortable.moveUpNamed', { name })}
                  title={t('console.sortable.moveUp')}
                  disabled={disabled || index === 0}
                  onClick={() => {
                    refocus.current = { id, direction: 'up' };
                    move(index, index - 1);
                  }}
                >
                  <ArrowUp className="size-4" strokeWidth={1.75} aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  data-move="down"
                  aria-label={t('console.sortable.moveDownNamed', { name })}
                  title={t('console.sortable.moveDown')}
                  disabled={disabled || index === items.length - 1}
                  onClick={() => {
                    refocus.current = { id, direction: 'down' };
                    move(index, index + 1);
                  }}
                >
                  <ArrowDown className="size-4" strokeWidth={1.75} aria-hidden="true" />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
    </>
  );
};
