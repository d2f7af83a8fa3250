import { Skeleton } from '@/components/ui/skeleton';
import { t } from '@/lib/i18n';
import { useSignupPermission } from '../api/check-signup-permission';

/**
 * The right half of the auth layout on large screens (§2): the tenant's logo and description. A failed
 * lookup is only logged (§8 signup permission), and the panel then stays empty of tenant details.
 */
export const TenantShowcase = () => {
  const { data: tenant, isPending } = useSignupPermission();
  if (isPending) {
    return (
      <div className="flex w-full max-w-md flex-col gap-5">
        <Skeleton className="size-16 rounded-card" />
        <Skeleton className="h-7 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
      </div>
    );
  }
  if (!tenant) return null;
  return (
    <figure className="flex w-full max-w-md flex-col gap-5">
      {tenant.logo ? (
        <img
          src={tenant.logo}
          alt={t('auth.tenantShowcase.logo', { name: tenant.name })}
          className="size-16 rounded-card bg-surface object-contain p-2 shadow-raised"
        />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-16 place-items-center rounded-card bg-primary text-2xl font-semibold text-primary-foreground shadow-raised"
        >
          {tenant.name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <figcaption className="flex flex-col gap-3">
        <p dir="auto" className="text-2xl leading-8 font-semibold tracking-tight">
          {tenant.name}
        </p>
        {tenant.description && (
          <p className="text-[15px] leading-relaxed text-muted-foreground">{tenant.description}</p>
        )}
      </figcaption>
    </figure>
  );
};
