import { ArrowLeft } from 'lucide-react';
import { Suspense, lazy, useRef, useState } from 'react';
import { Link, Outlet } from 'react-router';
import type { TenantPublic } from '@portico/contract';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { ConsoleNav } from '@/features/console/components/shared/console-nav';
import { ConsoleRefusal } from '@/features/console/components/shared/console-refusal';
import { ROLE_LABELS, useConsoleAccess } from '@/features/console/hooks/use-console-access';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { TenantBanner } from '@/features/tenant/components/tenant-banner';
import { useTenantValidation } from '@/features/tenant/hooks/use-tenant-validation';
import { TenantMark } from '@/components/tenant-mark';
import { UserAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/ui/skip-link';
import { useIsMobile } from '@/hooks/use-media-query';
import { t } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useLiveConnection } from '@/lib/live';

// The account menu (with its menu and popper code) and the Preferences dialog (with its selects) load just
// after the first paint: the console's first screen stays within its budget (e2e/bundle-budget.spec.ts).
const AvatarMenu = lazy(() =>
  import('@/features/navigation/components/avatar-menu').then((m) => ({ default: m.AvatarMenu })),
);
const PreferencesDialog = lazy(() =>
  import('@/features/preferences/components/preferences-dialog').then((m) => ({
    default: m.PreferencesDialog,
  })),
);

/** What the console's screens read from their layout. */
export interface ConsoleOutletContext {
  tenant: TenantPublic | undefined;
}

/**
 * /console: the staff's side of the portal. The tenant and the session are checked as for the portal (no
 * session → sign in); a portal client is refused politely; staff get the sidebar (Overview, Clients, and
 * Staff for administrators) beside the screen.
 */
export const ConsoleLayout = () => {
  const { tenant, settled } = useTenantValidation();
  return (
    <AuthProvider ready={settled}>
      <ConsoleFrame tenant={tenant} />
    </AuthProvider>
  );
};

const ConsoleFrame = ({ tenant }: { tenant: TenantPublic | undefined }) => {
  const { user, isStaff, isAdmin, role } = useConsoleAccess();
  useLiveConnection(isStaff);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const accountMenu = useRef<HTMLButtonElement>(null);
  // One navigation landmark at a time: the sidebar, or tabs under the top bar on phones.
  const isMobile = useIsMobile();
  if (!isStaff) return <ConsoleRefusal tenant={tenant} email={user?.email} />;
  const context: ConsoleOutletContext = { tenant };
  return (
    <div className="flex h-dvh overflow-hidden bg-background">
      <SkipLink />
      {!isMobile && (
        <aside
          aria-label={t('console.layout.console')}
          className="flex w-60 shrink-0 flex-col border-e border-border bg-surface"
        >
          <div className="flex h-14 items-center border-b border-border px-4">
            <TenantMark tenant={tenant} caption={t('console.layout.console')} />
          </div>
          <nav aria-label={t('console.layout.sections')} className="flex-1 overflow-y-auto p-3">
            <ConsoleNav isAdmin={isAdmin} orientation="vertical" />
          </nav>
          <div className="border-t border-border p-3">
            <Link
              to={paths.home()}
              className="flex h-9 items-center gap-2.5 rounded-control px-2.5 text-sm text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
            >
              <ArrowLeft className="size-4 rtl:-scale-x-100" strokeWidth={1.75} aria-hidden="true" />
              {t('console.layout.backToPortal')}
            </Link>
          </div>
        </aside>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <TenantBanner tenant={tenant} />
        <header className="flex h-14 shrink-0 items-center gap-3 border-b border-border bg-surface px-3 md:px-6">
          {isMobile ? (
            <TenantMark tenant={tenant} caption={t('console.layout.console')} />
          ) : (
            <>
              <span className="text-[13px] text-muted-foreground">{t('console.layout.signedInAs')}</span>
              <Badge tone="info">
                {role === 'admin' || role === 'editor' ? t(ROLE_LABELS[role].label) : role}
              </Badge>
            </>
          )}
          <div className="ms-auto flex items-center gap-1">
            {isMobile && (
              <Button asChild variant="ghost" size="sm">
                <Link to={paths.home()}>
                  <ArrowLeft className="size-4 rtl:-scale-x-100" strokeWidth={1.75} aria-hidden="true" />
                  {t('console.layout.portal')}
                </Link>
              </Button>
            )}
            <NotificationBell />
            <Suspense
              fallback={
                <span className="inline-flex size-10 items-center justify-center">
                  <UserAvatar name={user?.name} email={user?.email} src={user?.profilePicture} decorative />
                </span>
              }
            >
              <AvatarMenu onOpenPreferences={() => setPreferencesOpen(true)} triggerRef={accountMenu} />
            </Suspense>
          </div>
        </header>
        {isMobile && (
          <nav
            aria-label={t('console.layout.sections')}
            className="shrink-0 overflow-x-auto border-b border-border bg-surface"
          >
            <ConsoleNav isAdmin={isAdmin} orientation="horizontal" />
          </nav>
        )}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-0 flex-1 overflow-y-auto outline-none">
          <Outlet context={context} />
        </main>
      </div>
      {preferencesOpen && (
        <Suspense>
          <PreferencesDialog open onOpenChange={setPreferencesOpen} returnFocusTo={accountMenu} />
        </Suspense>
      )}
    </div>
  );
};
