import type { MouseEventHandler } from 'react';
import { Link } from 'react-router';
import { type Item, screenTexts } from '@portico/contract';
import { TruncatedText } from '@/components/ui/truncated-text';
import { localize, t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { NotAvailable } from '@/components/columns/not-available';
import { ColumnCell } from '@/components/columns/registry';
import { type ShownColumn, valuesFor } from '../../utils/board-items';

export interface ItemCardProps {
  item: Item;
  columns: readonly ShownColumn[];
  href: string;
  onOpen: MouseEventHandler<HTMLElement>;
  /** §2: the compact card of phone widths. */
  compact: boolean;
  position: number;
  setSize: number;
}

/** §2 card: the item's name and up to five values as label: value rows; a click opens the item. */
export const ItemCard = ({ item, columns, href, onOpen, compact, position, setSize }: ItemCardProps) => {
  const values = valuesFor(item, columns);
  return (
    // The name link is the card's keyboard and screen-reader path; the click is a pointer convenience.
    // A div: `article` may not take the listitem role (axe aria-allowed-role), and the virtualized rows
    // between the list and its cards rule out ul/li.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <div
      role="listitem"
      aria-posinset={position}
      aria-setsize={setSize}
      onClick={onOpen}
      className={cn(
        'flex h-full min-w-0 cursor-pointer flex-col rounded-card border border-border bg-surface shadow-raised transition-[border-color,box-shadow]',
        'hover:border-ring/60 hover:shadow-overlay focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/40',
        compact ? 'gap-2 p-3' : 'gap-3 p-4',
      )}
    >
      <h3 className="line-clamp-2 text-sm leading-5 font-semibold break-words">
        <Link to={href} className="outline-none hover:underline focus-visible:underline">
          {item.name.trim() || localize(screenTexts.untitledItem)}
        </Link>
      </h3>
      {columns.length > 0 &&
        (compact ? (
          <dl className="flex flex-wrap gap-x-4 gap-y-1.5 text-[13px]">
            {columns.map((column, i) => (
              <div key={column.id} className="flex max-w-full min-w-0 items-center gap-1.5">
                <dt className="shrink-0 text-muted-foreground">
                  {t('boards.itemCard.columnLabel', { column: column.title })}
                </dt>
                <dd className="flex min-w-0 items-center">
                  {values[i] ? <ColumnCell value={values[i]} /> : <NotAvailable />}
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          // Labels take the width they need, up to 45% of the card (values come first); a longer one ends
          // in an ellipsis and shows in full in a tooltip.
          <dl className="grid grid-cols-[fit-content(45%)_minmax(0,1fr)] items-center gap-x-3 gap-y-2 text-[13px]">
            {columns.map((column, i) => (
              <div key={column.id} className="contents">
                <dt className="min-w-0 text-muted-foreground">
                  <TruncatedText>{column.title}</TruncatedText>
                </dt>
                <dd className="flex min-h-6 min-w-0 items-center">
                  {values[i] ? <ColumnCell value={values[i]} /> : <NotAvailable />}
                </dd>
              </div>
            ))}
          </dl>
        ))}
    </div>
  );
};
