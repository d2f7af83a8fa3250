import { useParams } from 'react-router';
import { ItemsSkeleton } from '@/components/items-skeleton';
import { usePreferences } from '@/hooks/use-preferences';
import { useAuth } from '@/lib/auth-context';

export interface BoardPlaceholderProps {
  heading: string;
}

/**
 * Stands in for the board screens (board, item details, edit item, add item) until they are built on the
 * boards API (issue 4, second half); each route module below is replaced wholesale.
 */
export const BoardPlaceholder = ({ heading }: BoardPlaceholderProps) => {
  const { boardId } = useParams();
  const { user } = useAuth();
  const [{ itemView }] = usePreferences();
  const board = user?.boardsData.find((b) => b.boardId === boardId);
  return (
    <div className="flex flex-col gap-5 px-4 py-6 md:px-8">
      <title>{`${board?.boardName ?? heading} · Portico`}</title>
      <h1 className="text-xl leading-8 font-semibold tracking-tight">{board?.boardName ?? heading}</h1>
      <ItemsSkeleton view={itemView} />
    </div>
  );
};
