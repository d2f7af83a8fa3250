import { TriangleAlert } from 'lucide-react';
import type { TenantPublic } from '@portico/contract';
import { isSubscriptionValid } from '@/lib/gating';
import { t } from '@/lib/i18n';

export interface TenantBannerProps {
  tenant: TenantPublic | undefined;
}

/** §2 Overlays: a banner while the tenant's subscription is not valid (the spec leaves its words open). */
export const TenantBanner = ({ tenant }: TenantBannerProps) => {
  if (!tenant || isSubscriptionValid(tenant.subscriptionStatus)) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 border-b border-warning-border bg-warning px-4 py-2 text-center text-[13px] font-medium text-warning-foreground"
    >
      <TriangleAlert className="size-4 shrink-0" strokeWidth={1.75} aria-hidden="true" />
      <span>{t('account.tenant.inactiveBanner', { name: tenant.name })}</span>
    </div>
  );
};
