import { ArrowLeft } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, Outlet } from 'react-router';
import type { TenantPublic } from '@portico/contract';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { ConsoleNav } from '@/features/console/components/console-nav';
import { ConsoleRefusal } from '@/features/console/components/console-refusal';
import { TenantMark } from '@/features/console/components/tenant-mark';
import { ROLE_LABELS } from '@/features/console/components/role-labels';
import { useConsoleAccess } from '@/features/console/hooks/use-console-access';
import { AvatarMenu } from '@/features/navigation/components/avatar-menu';
import { PreferencesDialog } from '@/features/preferences/components/preferences-dialog';
import { TenantBanner } from '@/features/tenant/components/tenant-banner';
import { useTenantValidation } from '@/features/tenant/hooks/use-tenant-validation';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/ui/skip-link';
import { TooltipProvider } from '@/components/ui/tooltip';
import { paths } from '@/lib/paths';

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
      <TooltipProvider delayDuration={400} skipDelayDuration={200}>
        <ConsoleFrame tenant={tenant} />
      </TooltipProvider>
    </AuthProvider>
  );
};

const ConsoleFrame = ({ tenant }: { tenant: TenantPublic | undefined }) => {
  const { user, isStaff, isAdmin, role } = useConsoleAccess();
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const accountMenu = useRef<HTMLButtonElement>(null);
  if (!isStaff) return <ConsoleRefusal email={user?.email} />;
  const context: ConsoleOutletContext = { tenant };
  return (
    <div className="flex h-dvh overflow-hidden bg-background">
      <SkipLink />
      <aside
        aria-label="Console"
        className="hidden w-60 shrink-0 flex-col border-r border-border bg-surface md:flex"
      >
        <div className="flex h-14 items-center border-b border-border px-4">
          <TenantMark tenant={tenant} />
        </div>
        <nav aria-label="Console sections" className="flex-1 overflow-y-auto p-3">
          <ConsoleNav isAdmin={isAdmin} orientation="vertical" />
        </nav>
        <div className="border-t border-border p-3">
          <Link
            to={paths.home()}
            className="flex h-9 items-center gap-2.5 rounded-control px-2.5 text-sm text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
          >
            <ArrowLeft className="size-4" strokeWidth={1.75} aria-hidden="true" />
            Back to portal
          </Link>
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <TenantBanner tenant={tenant} />
        <header className="flex h-14 shrink-0 items-center gap-3 border-b border-border bg-surface px-3 md:px-6">
          <TenantMark tenant={tenant} className="md:hidden" />
          <span className="hidden text-[13px] text-muted-foreground md:inline">Signed in as</span>
          <Badge tone="info" className="max-md:hidden">
            {role === 'admin' || role === 'editor' ? ROLE_LABELS[role].label : role}
          </Badge>
          <div className="ml-auto flex items-center gap-1">
            <Button asChild variant="ghost" size="sm" className="md:hidden">
              <Link to={paths.home()}>
                <ArrowLeft className="size-4" strokeWidth={1.75} aria-hidden="true" />
                Portal
              </Link>
            </Button>
            <AvatarMenu onOpenPreferences={() => setPreferencesOpen(true)} triggerRef={accountMenu} />
          </div>
        </header>
        <nav aria-label="Console sections" className="shrink-0 border-b border-border bg-surface md:hidden">
          <ConsoleNav isAdmin={isAdmin} orientation="horizontal" />
        </nav>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-0 flex-1 overflow-y-auto outline-none">
          <Outlet context={context} />
        </main>
      </div>
      <PreferencesDialog
        open={preferencesOpen}
        onOpenChange={setPreferencesOpen}
        returnFocusTo={accountMenu}
      />
    </div>
  );
};
