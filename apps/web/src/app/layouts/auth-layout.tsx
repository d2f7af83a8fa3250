import { Outlet } from 'react-router';
import { Logo } from '@/components/brand';
import { TenantShowcase } from '@/features/auth/components/tenant-showcase';

/**
 * §2 auth layout: the Portico logo and the form on the left; the tenant's logo and description on the
 * right, on large screens only.
 */
export const AuthLayout = () => (
  <div className="flex min-h-dvh bg-surface">
    <div className="flex min-w-0 flex-1 flex-col px-6 py-6 sm:px-10">
      <header>
        <Logo />
      </header>
      <main className="flex flex-1 items-center justify-center py-10">
        <div className="w-full max-w-sm">
          <Outlet />
        </div>
      </main>
      <footer className="text-xs text-muted-foreground">Secured by Portico</footer>
    </div>
    <aside
      aria-label="About this portal"
      className="auth-showcase hidden flex-1 items-center justify-center border-l border-border p-12 lg:flex"
    >
      <TenantShowcase />
    </aside>
  </div>
);
