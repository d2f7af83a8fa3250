import { useParams } from 'react-router';
import { ItemDetailsScreen } from '@/features/boards/components/item/item-details-screen';

/** /board/:boardId/item-details/:itemId — read-only item details. Keyed by item, so nothing carries over. */
export const Component = () => {
  const { boardId = '', itemId = '' } = useParams();
  return <ItemDetailsScreen key={`${boardId}/${itemId}`} boardId={boardId} itemId={itemId} />;
};
