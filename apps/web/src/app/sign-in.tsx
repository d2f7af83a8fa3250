import { StrictMode, Suspense, lazy, useSyncExternalStore } from 'react';
import type { Root } from 'react-dom/client';
import { startInRoot } from '@/components/start-failed';
import { AuthFrame } from '@/features/auth/components/auth-frame';
import { LoginForm } from '@/features/auth/components/login-form';
import { LanguageBoundary, t } from '@/lib/i18n';
import { type NavigateOptions, setNavigator } from '@/lib/navigation';
import { toasterDemand } from '@/lib/toast';

const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/** The sign-in page as the app's router shows it (app/routes/auth/login.tsx), and the toaster once asked for. */
const SignInShell = () => {
  const toaster = useSyncExternalStore(toasterDemand.subscribe, toasterDemand.get);
  return (
    <>
      <title>{t('auth.pageTitle.signIn')}</title>
      <AuthFrame>
        <LoginForm />
      </AuthFrame>
      {toaster && (
        <Suspense>
          <Toaster />
        </Suspense>
      )}
    </>
  );
};

/**
 * The first visit of the sign-in page (issue 25: within 120 kB on the wire): the sign-in form without the
 * router, the query cache, zod and the toaster, which the rest of the app needs. Its first navigation — a
 * link, or home once signed in — starts the app there, in the same root.
 */
export const startSignIn = (root: Root): void => {
  setNavigator((to: string, options?: NavigateOptions) => {
    startInRoot(
      root,
      () => import('./app'),
      ({ startApp }) => startApp(root, { to, options }),
    );
  });
  root.render(
    <StrictMode>
      <LanguageBoundary>
        <SignInShell />
      </LanguageBoundary>
    </StrictMode>,
  );
};
