import { ArrowUpDown, LayoutGrid, ListFilter, Rows3, Table2, X } from 'lucide-react';
import { type ItemView, type SortOption, screenTexts } from '@portico/contract';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { Combobox } from '@/components/ui/combobox';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { SegmentedControl, type SegmentedOption } from '@/components/ui/toggle-group';
import { Spinner } from '@/components/ui/spinner';
import { formatNumber } from '@/lib/format';
import { type MessageKey, localize, t } from '@/lib/i18n';
import { cn } from '@/lib/utils';

const VIEWS: ReadonlyArray<Omit<SegmentedOption<ItemView>, 'label'> & { label: MessageKey }> = [
  {
    value: 'card',
    label: 'boards.toolbar.viewCard',
    icon: <LayoutGrid strokeWidth={1.75} aria-hidden="true" />,
  },
  { value: 'list', label: 'boards.toolbar.viewList', icon: <Rows3 strokeWidth={1.75} aria-hidden="true" /> },
  {
    value: 'table',
    label: 'boards.toolbar.viewTable',
    icon: <Table2 strokeWidth={1.75} aria-hidden="true" />,
  },
];

export interface BoardToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  /** The debounced search is waiting or its results are loading. */
  searching: boolean;
  view: ItemView;
  onViewChange: (view: ItemView) => void;
  sortOptions: readonly SortOption[];
  sortValue: string;
  onSortChange: (value: string) => void;
  /** Null when the filter does not exist for this user (§6: filterItemsByEmail is not 'false'). */
  assignedToMe: boolean | null;
  onAssignedToMeChange: (value: boolean) => void;
}

/** §2 board controls: search, view switch (Card / List / Table), sort and the assigned-to-me filter. */
export const BoardToolbar = ({
  search,
  onSearchChange,
  searching,
  view,
  onViewChange,
  sortOptions,
  sortValue,
  onSortChange,
  assignedToMe,
  onAssignedToMeChange,
}: BoardToolbarProps) => (
  <div className="flex flex-wrap items-center gap-2">
    <SearchInput
      wrapperClassName="w-full sm:w-72"
      value={search}
      onChange={(e) => onSearchChange(e.target.value)}
      placeholder={t('boards.toolbar.searchItems')}
      aria-label={t('boards.toolbar.searchItems')}
      className="pe-9 [&::-webkit-search-cancel-button]:hidden"
    >
      <span className="absolute end-2 top-1/2 flex -translate-y-1/2 items-center">
        {searching ? (
          <Spinner className="me-1 text-muted-foreground" label={t('boards.toolbar.searching')} />
        ) : (
          search && (
            <button
              type="button"
              onClick={() => onSearchChange('')}
              aria-label={t('boards.toolbar.clearSearch')}
              className="grid size-6 place-items-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground"
            >
              <X className="size-3.5" strokeWidth={2} />
            </button>
          )
        )}
      </span>
    </SearchInput>

    <SegmentedControl
      options={VIEWS.map((option) => ({ ...option, label: t(option.label) }))}
      value={view}
      onValueChange={onViewChange}
      aria-label={t('boards.toolbar.view')}
      compactLabels
    />

    <div className="flex min-w-0 items-center gap-2 max-sm:flex-1">
      <Combobox
        options={sortOptions}
        value={sortValue}
        onValueChange={onSortChange}
        emptyText={localize(screenTexts.noOptionsFound)}
        searchPlaceholder={t('boards.toolbar.searchSort')}
        aria-label={t('boards.toolbar.sort')}
        className="w-full min-w-0 sm:w-56"
        icon={
          <ArrowUpDown
            className="size-4 shrink-0 text-muted-foreground"
            strokeWidth={1.75}
            aria-hidden="true"
          />
        }
      />
      {assignedToMe !== null && (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="secondary"
              className={cn('shrink-0', assignedToMe && 'border-ring text-primary-text')}
              aria-label={t(assignedToMe ? 'boards.toolbar.filterActive' : 'boards.toolbar.filter')}
            >
              <ListFilter className="size-4" strokeWidth={1.75} aria-hidden="true" />
              <span className="max-sm:hidden">{t('boards.toolbar.filter')}</span>
              {assignedToMe && (
                <span className="grid size-5 place-items-center rounded-full bg-primary text-[11px] text-primary-foreground">
                  {formatNumber(1)}
                </span>
              )}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuCheckboxItem
              checked={assignedToMe}
              onCheckedChange={(checked) => onAssignedToMeChange(checked === true)}
            >
              {localize(screenTexts.showOnlyAssignedToMe)}
            </DropdownMenuCheckboxItem>
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </div>
  </div>
);
