import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { consoleMessages } from '@portico/contract';
import { Button } from '@/components/ui/button';
import { localize, t } from '@/lib/i18n';
import { paths } from '@/lib/paths';

/**
 * An editor who opens an administrator's screen (Staff, Settings): said plainly inside the console. `screen`
 * is the screen's name as the tab's title shows it (Staff unless said).
 */
export const AdminOnly = ({ screen }: { screen?: string }) => (
  <div className="flex h-full items-center justify-center px-6 py-16">
    <title>{t('console.page.documentTitle', { title: screen ?? t('console.nav.staff') })}</title>
    <div className="flex max-w-md flex-col items-center text-center">
      <span className="grid size-12 place-items-center rounded-full bg-warning text-warning-foreground">
        <ShieldAlert className="size-6" strokeWidth={1.75} aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-xl leading-7 font-semibold tracking-tight">{t('console.adminOnly.title')}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{localize(consoleMessages.adminOnly)}</p>
      <Button asChild variant="secondary" className="mt-6">
        <Link to={paths.console()}>
          <ArrowLeft className="size-4 rtl:-scale-x-100" strokeWidth={1.75} aria-hidden="true" />
          {t('console.adminOnly.back')}
        </Link>
      </Button>
    </div>
  </div>
);
