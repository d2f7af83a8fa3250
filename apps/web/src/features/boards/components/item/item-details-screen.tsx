import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { callDefaults, screenTexts, toasts } from '@portico/contract';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth-context';
import { errorMessage } from '@/lib/errors';
import { localize, t } from '@/lib/i18n';
import { useItemDetails } from '../../api/get-item-details';
import { PeopleContext } from '@/components/columns/people-context';
import { useOnceWhen } from '../../hooks/use-once-when';
import { usePeople } from '../../hooks/use-people';
import { documentTitle } from '../../utils/document-title';
import { GroupMeta, ItemPageHeader } from './item-page-header';
import { ItemValues, ItemValuesSkeleton } from './item-values';
import { paths } from '@/lib/paths';
import { canChange } from '@/lib/gating';
import { useLiveBoard } from '../../hooks/use-live-board';

export interface ItemDetailsScreenProps {
  boardId: string;
  itemId: string;
  /** What follows the values: the app puts the item's thread of updates here (features never import each other). */
  thread?: ReactNode;
}

/** Tells the edit screen it was opened from the details, so saving can step back instead of stacking. */
export const FROM_DETAILS = { from: 'item-details' } as const;

/**
 * §2 Item details: breadcrumb, the item's name, 'Edit Item' (relative edit-details) and one row per column
 * value. §8: when the item cannot be fetched, one toast and the user goes to '/'.
 */
export const ItemDetailsScreen = ({ boardId, itemId, thread }: ItemDetailsScreenProps) => {
  useLiveBoard(boardId);
  const navigate = useNavigate();
  const { user } = useAuth();
  const people = usePeople();
  const { data: item, error } = useItemDetails(boardId, itemId);
  const boardName = user?.boardsData.find((b) => b.boardId === boardId)?.boardName;

  useOnceWhen(error, (failure) => {
    toast.error(localize(toasts.errorFetchingItemDetails), {
      id: 'item-details',
      description: errorMessage(failure, callDefaults.itemDetails) || localize(toasts.pleaseTryAgain),
    });
    void navigate(paths.home(), { replace: true });
  });

  const name = item && (item.name.trim() || localize(screenTexts.untitledItem));
  return (
    <div className="relative flex w-full max-w-3xl flex-col gap-6" aria-busy={!item || undefined}>
      <title>{documentTitle(name ?? t('boards.itemDetails.title'))}</title>
      <ItemPageHeader
        crumbs={[
          { label: t('boards.crumbs.dashboard'), to: paths.board(boardId) },
          { label: t('boards.itemDetails.title') },
        ]}
        title={name}
        meta={
          <GroupMeta
            loading={!item}
            group={item && (item.group.title || localize(screenTexts.groupFallback))}
            board={boardName}
          />
        }
        actions={
          canChange() && (
            <Button asChild variant="secondary">
              <Link to={paths.editItem(boardId, itemId)} state={FROM_DETAILS}>
                <Pencil className="size-4" strokeWidth={1.75} aria-hidden="true" />
                {t('boards.editItem.title')}
              </Link>
            </Button>
          )
        }
      />
      <PeopleContext.Provider value={people}>
        {item ? <ItemValues values={item.column_values} /> : <ItemValuesSkeleton />}
      </PeopleContext.Provider>
      {thread}
    </div>
  );
};
