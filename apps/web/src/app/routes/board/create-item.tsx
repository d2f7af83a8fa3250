import { useParams } from 'react-router';
import { CreateItemScreen } from '@/features/boards/components/item-form/create-item-screen';

/** /board/:boardId/create-item/:groupId — Add New Item. Keyed by board and group: a fresh form for each. */
export const Component = () => {
  const { boardId = '', groupId = '' } = useParams();
  return <CreateItemScreen key={`${boardId}/${groupId}`} boardId={boardId} groupId={groupId} />;
};
