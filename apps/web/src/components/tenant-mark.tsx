import type { TenantPublic } from '@portico/contract';
import { LogoMark } from '@/components/brand';
import { cn } from '@/lib/utils';

export interface TenantMarkProps {
  tenant: TenantPublic | undefined;
  className?: string;
}

/** The tenant's logo (or initial) and name, with 'Console' under it: whose portal the staff run. */
export const TenantMark = ({ tenant, className }: TenantMarkProps) => (
  <span className={cn('flex min-w-0 items-center gap-2.5', className)}>
    {tenant?.logo ? (
      <img src={tenant.logo} alt="" className="size-8 shrink-0 rounded-control bg-surface object-contain" />
    ) : tenant ? (
      <span
        aria-hidden="true"
        className="grid size-8 shrink-0 place-items-center rounded-control bg-primary text-sm font-semibold text-primary-foreground"
      >
        {tenant.name.slice(0, 1).toUpperCase()}
      </span>
    ) : (
      <LogoMark className="size-8 shrink-0" />
    )}
    <span className="flex min-w-0 flex-col leading-tight">
      <span className="truncate text-sm font-semibold">{tenant?.name ?? 'Portico'}</span>
      <span className="text-xs text-muted-foreground">Console</span>
    </span>
  </span>
);
