import { ChevronRight } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { type Group, screenTexts } from '@portico/contract';
import { localize, t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { groupColor } from '../../utils/board-items';

export interface GroupSectionProps {
  group: Group;
  /** Items of the group loaded so far. */
  count: number;
  collapsed: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/** §2: a group as a section with a coloured leading edge and its title ('Group' when it has none). */
export const GroupSection = ({ group, count, collapsed, onToggle, children }: GroupSectionProps) => {
  const id = useId();
  const title = group.title.trim() || localize(screenTexts.groupFallback);
  return (
    <section aria-labelledby={`${id}-title`} className="relative ps-4">
      <span
        aria-hidden="true"
        className="absolute inset-y-0 start-0 w-1 rounded-full"
        style={{ backgroundColor: groupColor(group.id) }}
      />
      <h2 id={`${id}-title`} className="flex items-center gap-2 pb-2">
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={!collapsed}
          aria-controls={`${id}-items`}
          className="-ms-1.5 flex min-w-0 items-center gap-1.5 rounded-md px-1.5 py-1 text-[15px] leading-6 font-semibold hover:bg-accent"
        >
          <ChevronRight
            className={cn(
              // Points along the reading direction when folded, down when open (mirrored, it turns the other way).
              'size-4 shrink-0 text-muted-foreground transition-transform rtl:-scale-x-100',
              !collapsed && 'rotate-90 rtl:-rotate-90',
            )}
            strokeWidth={2}
            aria-hidden="true"
          />
          <span className="truncate">{title}</span>
        </button>
        <span className="tabular text-[13px] font-normal text-muted-foreground">
          {t('boards.groupSection.count', { count })}
        </span>
      </h2>
      <div id={`${id}-items`} hidden={collapsed}>
        {!collapsed && children}
      </div>
    </section>
  );
};
