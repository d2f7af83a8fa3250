import { useParams } from 'react-router';
import { StaffBoardScreen } from '@/features/console/components/staff-board-screen';

/** /console/boards/:boardId/items: the staff board, every item with every column. */
export const Component = () => {
  const { boardId = '' } = useParams();
  return <StaffBoardScreen key={boardId} boardId={boardId} />;
};
