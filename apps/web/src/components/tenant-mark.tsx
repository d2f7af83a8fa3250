import type { TenantPublic } from '@portico/contract';
import { LogoMark, PRODUCT_NAME } from '@/components/brand';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

export interface TenantMarkProps {
  tenant: TenantPublic | undefined;
  /** A line under the name ('Console'); without one the name stands alone, at the top bar's size. */
  caption?: string;
  /** The tenant is still being looked up: a placeholder, so Portico's name never flashes before theirs. */
  loading?: boolean;
  className?: string;
}

/**
 * Whose portal this is: the tenant's logo (or initial) and name, as the portal's top bar, the console and
 * its refusal page show it. Portico's own mark and name stand in only where no tenant is known.
 */
export const TenantMark = ({ tenant, caption, loading = false, className }: TenantMarkProps) => {
  const mark = caption ? 'size-8' : 'size-7';
  if (!tenant && loading)
    return (
      <span className={cn('flex min-w-0 items-center gap-2.5', className)}>
        <Skeleton className={cn(mark, 'shrink-0')} />
        <Skeleton className="h-4 w-28" />
      </span>
    );
  return (
    <span className={cn('flex min-w-0 items-center', caption ? 'gap-2.5' : 'gap-2', className)}>
      {tenant?.logo ? (
        <img
          src={tenant.logo}
          alt=""
          className={cn(mark, 'shrink-0 rounded-control bg-surface object-contain')}
        />
      ) : tenant ? (
        <span
          aria-hidden="true"
          className={cn(
            mark,
            'grid shrink-0 place-items-center rounded-control bg-primary text-sm font-semibold text-primary-foreground',
          )}
        >
          {tenant.name.slice(0, 1).toUpperCase()}
        </span>
      ) : (
        <LogoMark className={cn(mark, 'shrink-0')} />
      )}
      <span className="flex min-w-0 flex-col leading-tight">
        <span
          dir="auto"
          className={cn('truncate font-semibold', caption ? 'text-sm' : 'text-[15px] tracking-tight')}
        >
          {tenant?.name ?? PRODUCT_NAME}
        </span>
        {caption && <span className="text-xs text-muted-foreground">{caption}</span>}
      </span>
    </span>
  );
};
