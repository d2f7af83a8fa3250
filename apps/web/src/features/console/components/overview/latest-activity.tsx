import { History } from 'lucide-react';
import type { ActivityEntry } from '@portico/contract';
import { ActivityItem } from '../activity/activity-item';
import { EmptyState } from '../shared/console-page';

export interface LatestActivityProps {
  entries: readonly ActivityEntry[];
}

/** The overview's latest changes (the server sends ten), newest first. */
export const LatestActivity = ({ entries }: LatestActivityProps) =>
  entries.length === 0 ? (
    <EmptyState icon={<History strokeWidth={1.75} aria-hidden="true" />} title="Nothing has changed yet." />
  ) : (
    <ol className="divide-y divide-border" aria-label="Latest activity">
      {entries.map((entry) => (
        <ActivityItem key={entry.id} entry={entry} />
      ))}
    </ol>
  );
