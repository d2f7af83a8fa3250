import type { ReactNode } from 'react';
import { Logo } from '@/components/brand';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/ui/skip-link';
import { t } from '@/lib/i18n';
import { TenantShowcase } from './tenant-showcase';

export interface AuthFrameProps {
  children: ReactNode;
}

/**
 * §2 auth layout: the Portico logo and the form on the left; the tenant's logo and description on the
 * right, on large screens only (mirrored when the language reads right to left). The /auth routes render in
 * it (app/layouts/auth-layout.tsx), and so does /callback when it has a question to ask.
 */
export const AuthFrame = ({ children }: AuthFrameProps) => (
  <div className="flex min-h-dvh bg-surface">
    <div className="flex min-w-0 flex-1 flex-col px-6 py-6 sm:px-10">
      <SkipLink />
      <header>
        <Logo />
      </header>
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="flex flex-1 items-center justify-center py-10 outline-none"
      >
        <div className="w-full max-w-sm">{children}</div>
      </main>
      <footer className="text-xs text-muted-foreground">{t('auth.frame.securedBy')}</footer>
    </div>
    <aside
      aria-label={t('auth.frame.aboutPortal')}
      className="auth-showcase hidden flex-1 items-center justify-center border-s border-border p-12 lg:flex"
    >
      <TenantShowcase />
    </aside>
  </div>
);
