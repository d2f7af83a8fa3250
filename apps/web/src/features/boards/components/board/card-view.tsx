import { useLayoutEffect, useState } from 'react';
import type { Item } from '@portico/contract';
import { useSectionVirtualizer } from '../../hooks/use-section-virtualizer';
import { itemPath, useOpenItem } from '../../hooks/use-open-item';
import type { ShownColumn } from '../../utils/board-items';
import { ItemCard } from './item-card';

export interface CardViewProps {
  boardId: string;
  items: readonly Item[];
  columns: readonly ShownColumn[];
  compact: boolean;
  label: string;
}

/** §2: 1, 2 or 4 cards a row, by the width there is (not the window's: the side panel takes some). */
export const cardsPerRow = (width: number) => (width >= 960 ? 4 : width >= 520 ? 2 : 1);

const GAP = 12;

/** A group's items as cards, a grid of rows of which only those near the viewport are rendered. */
export const CardView = ({ boardId, items, columns, compact, label }: CardViewProps) => {
  const [perRow, setPerRow] = useState(1);
  const rows = Math.ceil(items.length / perRow);
  const estimate = compact ? 64 + 22 * Math.ceil(columns.length / 2) : 76 + 32 * columns.length;
  const { bodyRef, virtualizer, margin } = useSectionVirtualizer({
    count: rows,
    estimateSize: estimate + GAP,
  });
  const open = useOpenItem(boardId);

  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    const update = () => setPerRow(cardsPerRow(body.clientWidth));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(body);
    return () => observer.disconnect();
  }, [bodyRef]);

  return (
    <div
      ref={bodyRef}
      role="list"
      aria-label={label}
      className="relative w-full"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const start = row.index * perRow;
        return (
          <div
            key={row.key}
            role="none"
            data-index={row.index}
            ref={virtualizer.measureElement}
            className="absolute start-0 top-0 grid w-full items-stretch"
            style={{
              transform: `translateY(${row.start - margin}px)`,
              gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))`,
              gap: GAP,
              paddingBottom: GAP,
            }}
          >
            {items.slice(start, start + perRow).map((item, i) => (
              <ItemCard
                key={item.id}
                item={item}
                columns={columns}
                href={itemPath(boardId, item.id)}
                onOpen={open(item.id)}
                compact={compact}
                position={start + i + 1}
                setSize={items.length}
              />
            ))}
          </div>
        );
      })}
    </div>
  );
};
