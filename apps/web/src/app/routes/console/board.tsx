import { useParams } from 'react-router';
import { BoardScreen } from '@/features/console/components/board/board-screen';

/** /console/boards/:boardId: one board's settings, groups and columns. */
export const Component = () => {
  const { boardId = '' } = useParams();
  return <BoardScreen key={boardId} boardId={boardId} />;
};
