import { ArrowLeft, LockKeyhole } from 'lucide-react';
import { Link } from 'react-router';
import { type TenantPublic, consoleMessages } from '@portico/contract';
import { TenantMark } from '@/components/tenant-mark';
import { Button } from '@/components/ui/button';
import { localize, t } from '@/lib/i18n';
import { paths } from '@/lib/paths';

export interface ConsoleRefusalProps {
  /** Whose portal refused: its name and logo head the page (Portico's only when the tenant is unknown). */
  tenant: TenantPublic | undefined;
  /** Who is signed in, so they know which account was refused. */
  email?: string;
}

/** A portal client who opens /console: a polite refusal and the way back to their portal. */
export const ConsoleRefusal = ({ tenant, email }: ConsoleRefusalProps) => (
  <div className="flex min-h-dvh flex-col bg-background">
    <title>{t('console.refusal.documentTitle', { portal: tenant?.name ?? 'Portico' })}</title>
    <header className="flex h-14 items-center px-5">
      <TenantMark tenant={tenant} />
    </header>
    <main className="flex flex-1 items-center justify-center px-6 py-16">
      <div className="flex max-w-md flex-col items-center text-center">
        <span className="grid size-12 place-items-center rounded-full bg-selected text-selected-foreground">
          <LockKeyhole className="size-6" strokeWidth={1.75} aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-2xl leading-8 font-semibold tracking-tight">{t('console.refusal.title')}</h1>
        <p className="mt-3 text-[15px] leading-relaxed text-muted-foreground">
          {localize(consoleMessages.staffOnly)}
          {email && <> {t('console.refusal.signedInAs', { email })}</>}
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link to={paths.home()}>
            <ArrowLeft className="size-4 rtl:-scale-x-100" strokeWidth={1.75} aria-hidden="true" />
            {t('console.refusal.back')}
          </Link>
        </Button>
      </div>
    </main>
  </div>
);
