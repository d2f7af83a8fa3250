import { Columns3, Rows3 } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { ColumnsPanel } from './columns-panel';
import { GroupsPanel } from './groups-panel';

type Tab = 'groups' | 'columns';
const isTab = (value: string | null): value is Tab => value === 'groups' || value === 'columns';

const trigger = cn(
  '-mb-px flex h-12 items-center gap-2 border-b-2 border-transparent px-1 text-sm font-medium text-muted-foreground transition-colors',
  'hover:text-foreground data-[state=active]:border-primary data-[state=active]:text-foreground',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
);

/** A board's Groups and Columns as two tabs of one card; the tab shown is kept in the URL (`?tab=`). */
export const BoardTabs = ({ boardId }: { boardId: string }) => {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = isTab(raw) ? raw : 'groups';
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(next) =>
        setParams(
          (current) => {
            const copy = new URLSearchParams(current);
            if (next === 'groups') copy.delete('tab');
            else copy.set('tab', next);
            return copy;
          },
          { replace: true },
        )
      }
      className="flex min-w-0 flex-col rounded-card border border-border bg-surface shadow-raised"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 border-b border-border px-5">
        <Tabs.List aria-label={t('consoleBoard.tabs.label')} className="flex gap-5">
          <Tabs.Trigger value="groups" className={trigger}>
            <Rows3 className="size-4" strokeWidth={1.75} aria-hidden="true" />
            {t('consoleBoard.tabs.groups')}
          </Tabs.Trigger>
          <Tabs.Trigger value="columns" className={trigger}>
            <Columns3 className="size-4" strokeWidth={1.75} aria-hidden="true" />
            {t('consoleBoard.tabs.columns')}
          </Tabs.Trigger>
        </Tabs.List>
        <p className="py-2 text-[13px] text-muted-foreground">{t('consoleBoard.tabs.hint')}</p>
      </div>
      <Tabs.Content value="groups" className="focus-visible:outline-2 focus-visible:outline-ring">
        <GroupsPanel boardId={boardId} />
      </Tabs.Content>
      <Tabs.Content value="columns" className="focus-visible:outline-2 focus-visible:outline-ring">
        <ColumnsPanel boardId={boardId} />
      </Tabs.Content>
    </Tabs.Root>
  );
};
