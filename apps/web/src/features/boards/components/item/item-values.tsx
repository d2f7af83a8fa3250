import { FileQuestion } from 'lucide-react';
import type { ColumnValue } from '@portico/contract';
import { Skeleton } from '@/components/ui/skeleton';
import { columnTypes } from '@/components/columns/column-types';
import { ColumnCell } from '@/components/columns/registry';
import { t } from '@/lib/i18n';

export interface ItemValuesProps {
  values: readonly ColumnValue[];
}

const row = 'grid gap-1.5 px-4 py-3 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)] sm:gap-6 sm:px-5';

/**
 * §2 Item details: one row per column value, its title beside (on phones above) the value rendered by the
 * column registry in full ('No file uploaded' for an empty file value).
 */
export const ItemValues = ({ values }: ItemValuesProps) => (
  <section
    aria-label={t('boards.itemValues.label')}
    className="overflow-hidden rounded-card border border-border bg-surface shadow-raised"
  >
    {values.length === 0 ? (
      <div className="flex flex-col items-center gap-3 px-6 py-12 text-center text-muted-foreground">
        <FileQuestion className="size-6" strokeWidth={1.75} aria-hidden="true" />
        <p className="text-sm">{t('boards.itemValues.empty')}</p>
      </div>
    ) : (
      <dl className="divide-y divide-border">
        {values.map((value) => {
          const Icon = columnTypes[value.type].icon;
          return (
            <div key={value.id} className={row} data-testid="item-value">
              <dt className="flex min-w-0 items-start gap-2 text-[13px] leading-5 text-muted-foreground sm:pt-1">
                <Icon className="mt-0.5 size-4 shrink-0" strokeWidth={1.75} aria-hidden="true" />
                <span className="min-w-0 break-words">{value.column.title}</span>
              </dt>
              <dd className="flex min-h-7 min-w-0 items-center text-sm leading-6 break-words">
                <ColumnCell value={value} variant="details" />
              </dd>
            </div>
          );
        })}
      </dl>
    )}
  </section>
);

/** The values' shape while the item loads: rows of a title and a value. */
export const ItemValuesSkeleton = () => (
  <div
    role="status"
    aria-label={t('boards.itemValues.loading')}
    className="overflow-hidden rounded-card border border-border bg-surface shadow-raised"
  >
    <div className="divide-y divide-border">
      {Array.from({ length: 7 }, (_, i) => (
        <div key={i} className={row} data-testid="value-skeleton">
          <Skeleton className="h-4 w-28 sm:my-1.5" />
          <Skeleton className={i % 3 === 0 ? 'h-6 w-20 sm:my-0.5' : 'h-4 w-1/2 sm:my-1.5'} />
        </div>
      ))}
    </div>
  </div>
);
