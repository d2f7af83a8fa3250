import { useMemo, useState } from 'react';
import { type ItemView, screenTexts } from '@portico/contract';
import { localize, t } from '@/lib/i18n';
import { type ItemGroup, type ShownColumn, tableTemplate } from '../../utils/board-items';
import { CardView } from './card-view';
import { GroupSection } from './group-section';
import { ItemTable } from './item-table';

export interface BoardGroupsProps {
  boardId: string;
  groups: readonly ItemGroup[];
  columns: readonly ShownColumn[];
  view: ItemView;
  /** Phone width: compact cards. */
  compact: boolean;
}

/** The groups of the board, each in the chosen view; a group can be folded away. */
export const BoardGroups = ({ boardId, groups, columns, view, compact }: BoardGroupsProps) => {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const toggle = (groupId: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(groupId)) next.add(groupId);
      return next;
    });
  // One set of column widths for every group, so the columns line up from group to group.
  const template = useMemo(
    () =>
      tableTemplate(
        groups.flatMap((g) => g.items),
        columns,
      ),
    [groups, columns],
  );

  return (
    <div className="flex flex-col gap-7">
      {groups.map(({ group, items }) => {
        const label = t('boards.groups.itemsLabel', {
          group: group.title.trim() || localize(screenTexts.groupFallback),
        });
        return (
          <GroupSection
            key={group.id}
            group={group}
            count={items.length}
            collapsed={collapsed.has(group.id)}
            onToggle={() => toggle(group.id)}
          >
            {view === 'card' ? (
              <CardView boardId={boardId} items={items} columns={columns} compact={compact} label={label} />
            ) : (
              <ItemTable
                boardId={boardId}
                items={items}
                columns={columns}
                template={template}
                variant={view}
                label={label}
              />
            )}
          </GroupSection>
        );
      })}
    </div>
  );
};
