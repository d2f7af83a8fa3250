import { LayoutGrid } from 'lucide-react';
import { Navigate } from 'react-router';
import { ItemsSkeleton } from '@/components/items-skeleton';
import { documentTitle } from '@/features/boards/utils/document-title';
import { usePreferences } from '@/hooks/use-preferences';
import { useAuth } from '@/lib/auth-context';
import { t } from '@/lib/i18n';
import { paths } from '@/lib/paths';

/**
 * / (§2): loading skeletons in the saved item view (card by default), then the user's first board; a user
 * without boards gets a calm empty state instead of endless skeletons.
 */
export const Component = () => {
  const { user, isFetchingBoards } = useAuth();
  const [{ itemView }] = usePreferences();
  const first = user?.boardsData[0];
  if (first) return <Navigate to={paths.board(first.boardId)} replace />;
  if (isFetchingBoards) {
    return (
      <div className="px-4 py-6 md:px-8">
        <ItemsSkeleton view={itemView} />
      </div>
    );
  }
  return (
    <div className="flex h-full items-center justify-center px-6 py-16">
      <title>{documentTitle(t('boards.home.title'))}</title>
      <div className="flex max-w-sm flex-col items-center text-center">
        <span className="grid size-12 place-items-center rounded-full bg-selected text-selected-foreground">
          <LayoutGrid className="size-6" strokeWidth={1.75} aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-lg leading-7 font-semibold">{t('boards.home.noBoards')}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{t('boards.home.noBoardsText')}</p>
      </div>
    </div>
  );
};
