import { useParams } from 'react-router';
import { BoardScreen } from '@/features/boards/components/board/board-screen';

/** /board/:boardId — the board screen. Keyed by board, so search, sort and filter start afresh per board. */
export const Component = () => {
  const { boardId = '' } = useParams();
  return <BoardScreen key={boardId} boardId={boardId} />;
};
