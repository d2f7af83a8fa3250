import { useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { PreviewBanner } from '@/features/auth/components/preview-banner';
import { FeedbackDialog } from '@/features/feedback/components/feedback-dialog';
import { BoardsNav } from '@/features/navigation/components/boards-nav';
import { MobileDrawer } from '@/features/navigation/components/mobile-drawer';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { SidePanelLayout } from '@/features/navigation/components/side-panel-layout';
import { TopBar } from '@/features/navigation/components/top-bar';
import { PreferencesDialog } from '@/features/preferences/components/preferences-dialog';
import { TenantBanner } from '@/features/tenant/components/tenant-banner';
import { useTenantValidation } from '@/features/tenant/hooks/use-tenant-validation';
import type { TenantPublic } from '@portico/contract';
import { SkipLink } from '@/components/ui/skip-link';
import { TooltipProvider } from '@/components/ui/tooltip';
import { useAuth } from '@/lib/auth-context';
import { useLiveConnection } from '@/lib/live';

/**
 * The signed-in area (§2 Frame): the tenant is validated first, then the session is checked (§4); the
 * frame — banners (a preview's, the tenant's), top bar (with the notifications bell), boards sidebar or drawer, and the Feedback and Preferences modals — wraps every
 * signed-in screen.
 */
export const SignedInLayout = () => {
  const { tenant, settled } = useTenantValidation();
  return (
    <AuthProvider ready={settled} tenantLanguage={tenant?.language}>
      <TooltipProvider delayDuration={400} skipDelayDuration={200}>
        <Frame tenant={tenant} tenantLoading={!settled} />
      </TooltipProvider>
    </AuthProvider>
  );
};

const Frame = ({ tenant, tenantLoading }: { tenant: TenantPublic | undefined; tenantLoading: boolean }) => {
  const { user, isFetchingBoards } = useAuth();
  useLiveConnection(user !== null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const accountMenu = useRef<HTMLButtonElement>(null);
  const boards = user?.boardsData ?? [];
  return (
    <div className="flex h-dvh flex-col overflow-hidden bg-background">
      <SkipLink />
      {user && <PreviewBanner name={user.name || user.email} />}
      <TenantBanner tenant={tenant} />
      <TopBar
        tenant={tenant}
        tenantLoading={tenantLoading}
        onOpenDrawer={() => setDrawerOpen(true)}
        onOpenFeedback={() => setFeedbackOpen(true)}
        onOpenPreferences={() => setPreferencesOpen(true)}
        accountMenuRef={accountMenu}
        notifications={user && <NotificationBell />}
      />
      <SidePanelLayout sidebar={<BoardsNav boards={boards} loading={isFetchingBoards} />}>
        <Outlet />
      </SidePanelLayout>
      <MobileDrawer tenant={tenant} open={drawerOpen} onOpenChange={setDrawerOpen}>
        <BoardsNav boards={boards} loading={isFetchingBoards} onNavigate={() => setDrawerOpen(false)} />
      </MobileDrawer>
      <FeedbackDialog open={feedbackOpen} onOpenChange={setFeedbackOpen} />
      <PreferencesDialog
        open={preferencesOpen}
        onOpenChange={setPreferencesOpen}
        returnFocusTo={accountMenu}
      />
    </div>
  );
};
