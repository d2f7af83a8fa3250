import { Menu, MessageSquareText } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Link, useParams } from 'react-router';
import type { TenantPublic } from '@portico/contract';
import { PRODUCT_NAME } from '@/components/brand';
import { TenantMark } from '@/components/tenant-mark';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { AvatarMenu } from './avatar-menu';
import { t } from '@/lib/i18n';
import { paths } from '@/lib/paths';

export interface TopBarProps {
  /** Whose portal this is: the bar shows its logo and name (§2 'the logo'). */
  tenant: TenantPublic | undefined;
  /** The tenant is still being looked up. */
  tenantLoading?: boolean;
  onOpenDrawer: () => void;
  onOpenFeedback: () => void;
  onOpenPreferences: () => void;
  accountMenuRef?: Ref<HTMLButtonElement>;
  /** The notifications bell, composed by the layout (features do not import each other). */
  notifications?: ReactNode;
}

/**
 * §2 top bar (56 px): burger (small screens), the tenant's logo and name, the bell, feedback button and the
 * avatar menu. The portal is the tenant's to its clients, so their name heads it, not Portico's.
 */
export const TopBar = ({
  tenant,
  tenantLoading = false,
  onOpenDrawer,
  onOpenFeedback,
  onOpenPreferences,
  accountMenuRef,
  notifications,
}: TopBarProps) => {
  const { boardId } = useParams();
  return (
    <header className="flex h-14 shrink-0 items-center gap-2 border-b border-border bg-surface px-3 md:px-4">
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        onClick={onOpenDrawer}
        aria-label={t('navigation.topBar.openNavigation')}
      >
        <Menu className="size-[18px]" strokeWidth={1.75} />
      </Button>
      {/* The logo leads home only when no board is open (§2). */}
      {boardId ? (
        <TenantMark tenant={tenant} loading={tenantLoading} className="px-1" />
      ) : (
        <Link
          to={paths.home()}
          className="min-w-0 rounded-control px-1"
          aria-label={t('navigation.topBar.home', { name: tenant?.name ?? PRODUCT_NAME })}
        >
          <TenantMark tenant={tenant} loading={tenantLoading} />
        </Link>
      )}
      <div className="ms-auto flex items-center gap-1">
        {notifications}
        <Tooltip content={t('navigation.topBar.feedback')}>
          <Button
            variant="ghost"
            size="icon"
            onClick={onOpenFeedback}
            aria-label={t('navigation.topBar.feedback')}
          >
            <MessageSquareText className="size-[18px]" strokeWidth={1.75} />
          </Button>
        </Tooltip>
        <AvatarMenu onOpenPreferences={onOpenPreferences} triggerRef={accountMenuRef} />
      </div>
    </header>
  );
};
