import { MAX_VISIBLE_SELECTIONS } from '@portico/contract';
import { Tooltip } from '@/components/ui/tooltip';
import { formatList, formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { CellProps } from '../../model';
import { NotAvailable } from '../../not-available';

/** The chosen labels of a dropdown or tags value (tags carry them as a list, dropdowns as text). */
export const labelsOf = (value: CellProps['value']): string[] =>
  value.type === 'tags' && value.selectedTags
    ? value.selectedTags
    : value.text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);

/** A list of names without 'and' ('A, B, C'), with the reader's separators ('A، B'). */
const NAMES = { type: 'unit', style: 'short' } as const satisfies Intl.ListFormatOptions;

const chip = 'inline-flex h-6 max-w-40 min-w-0 items-center rounded-md bg-muted px-2 text-xs text-foreground';

/**
 * Dropdown and tags values as chips: in rows the first 3 then '+N' (§9), the rest named in a tooltip; in
 * details all of them.
 */
export const OptionChips = ({ value, variant }: CellProps) => {
  const labels = labelsOf(value);
  if (labels.length === 0) return <NotAvailable />;
  const compact = variant === 'compact';
  const shown = compact ? labels.slice(0, MAX_VISIBLE_SELECTIONS) : labels;
  const rest = labels.slice(shown.length);
  return (
    <span className={cn('flex min-w-0 gap-1', compact ? 'flex-nowrap overflow-hidden' : 'flex-wrap')}>
      {shown.map((label) => (
        <span key={label} className={cn(chip, compact && 'shrink')}>
          <span className="truncate">{label}</span>
        </span>
      ))}
      {rest.length > 0 && (
        <Tooltip content={formatList(rest, NAMES)}>
          <span className={cn(chip, 'shrink-0 bg-selected font-medium text-selected-foreground')}>
            +{formatNumber(rest.length)}
          </span>
        </Tooltip>
      )}
    </span>
  );
};
