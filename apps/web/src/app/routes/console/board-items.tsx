import { useParams } from 'react-router';
import { StaffBoardScreen } from '@/features/console/components/staff-board/staff-board-screen';
import { FollowButton } from '@/features/notifications/components/follow-button';
import { ItemThread } from '@/features/updates/components/item-thread';

/**
 * /console/boards/:boardId/items: the staff board, every item with every column; an item's row menu opens
 * its thread of updates in a side panel, where staff may post internal notes.
 */
export const Component = () => {
  const { boardId = '' } = useParams();
  return (
    <StaffBoardScreen
      key={boardId}
      boardId={boardId}
      renderThread={(item) => (
        <ItemThread
          key={item.id}
          boardId={boardId}
          itemId={item.id}
          staff
          heading={false}
          actions={<FollowButton boardId={boardId} itemId={item.id} />}
        />
      )}
    />
  );
};
