import { useParams } from 'react-router';
import { EditItemScreen } from '@/features/boards/components/item-form/edit-item-screen';

/** /board/:boardId/item-details/:itemId/edit-details — edit item. Keyed by item: a fresh form per item. */
export const Component = () => {
  const { boardId = '', itemId = '' } = useParams();
  return <EditItemScreen key={`${boardId}/${itemId}`} boardId={boardId} itemId={itemId} />;
};
