import { History } from 'lucide-react';
import type { ActivityEntry } from '@portico/contract';
import { t } from '@/lib/i18n';
import { ActivityItem } from '../activity/activity-item';
import { EmptyState } from '../shared/console-page';

export interface LatestActivityProps {
  entries: readonly ActivityEntry[];
}

/** The overview's latest changes (the server sends ten), newest first. */
export const LatestActivity = ({ entries }: LatestActivityProps) =>
  entries.length === 0 ? (
    <EmptyState
      icon={<History strokeWidth={1.75} aria-hidden="true" />}
      title={t('console.activity.empty')}
    />
  ) : (
    <ol className="divide-y divide-border" aria-label={t('console.overview.latestActivity')}>
      {entries.map((entry) => (
        <ActivityItem key={entry.id} entry={entry} />
      ))}
    </ol>
  );
