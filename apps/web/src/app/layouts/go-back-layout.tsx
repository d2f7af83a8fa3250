import { ArrowLeft } from 'lucide-react';
import { Link, Outlet, useMatches, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';

/**
 * A route may say where 'Go Back' leads through its handle (`handle: { goBack: (params) => '/board/1' }`);
 * without one it goes back one step (§2 Go Back layout).
 */
export interface GoBackHandle {
  goBack?: (params: Readonly<Record<string, string | undefined>>) => string;
}

const goBackOf = (handle: unknown): GoBackHandle['goBack'] =>
  handle && typeof handle === 'object' && 'goBack' in handle ? (handle as GoBackHandle).goBack : undefined;

/** §2: a 'Go Back' link above a nested outlet, for sub-screens (item details, edit, add). */
export const GoBackLayout = () => {
  const navigate = useNavigate();
  const params = useParams();
  const matches = useMatches();
  const target = matches.map((m) => goBackOf(m.handle)).findLast(Boolean)?.(params);
  const content = (
    <>
      <ArrowLeft className="size-4 rtl:-scale-x-100" strokeWidth={1.75} aria-hidden="true" />
      {t('boards.goBack')}
    </>
  );
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 py-5 md:px-8 md:py-7">
      <div>
        {target ? (
          <Button asChild variant="ghost" size="sm" className="-ms-2 text-muted-foreground">
            <Link to={target}>{content}</Link>
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            className="-ms-2 text-muted-foreground"
            onClick={() => void navigate(-1)}
          >
            {content}
          </Button>
        )}
      </div>
      <Outlet />
    </div>
  );
};
