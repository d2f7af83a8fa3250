import { useParams } from 'react-router';
import { isStaffRole } from '@portico/contract';
import { ItemDetailsScreen } from '@/features/boards/components/item/item-details-screen';
import { FollowButton } from '@/features/notifications/components/follow-button';
import { ItemThread } from '@/features/updates/components/item-thread';
import { useAuth } from '@/lib/auth-context';
import { canChange } from '@/lib/gating';

/**
 * /board/:boardId/item-details/:itemId — read-only item details, and below them the item's thread of
 * updates (issue #8; it loads with this lazy route, so the portal's first bundle does not carry it). Staff
 * may post internal notes; a preview of the portal writes nothing. Keyed by item, so nothing carries over.
 */
export const Component = () => {
  const { boardId = '', itemId = '' } = useParams();
  const { user } = useAuth();
  return (
    <ItemDetailsScreen
      key={`${boardId}/${itemId}`}
      boardId={boardId}
      itemId={itemId}
      thread={
        <ItemThread
          boardId={boardId}
          itemId={itemId}
          staff={isStaffRole(user?.role)}
          readOnly={!canChange()}
          actions={canChange() ? <FollowButton boardId={boardId} itemId={itemId} /> : undefined}
        />
      }
    />
  );
};
