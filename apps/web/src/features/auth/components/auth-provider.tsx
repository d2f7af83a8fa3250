import { type ReactNode, Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { type Language, type SortOption, type User, callDefaults, toasts } from '@portico/contract';
import { LoadingScreen } from '@/components/loading-screen';
import { AuthContext, type AuthContextValue } from '@/lib/auth-context';
import { errorMessage, isUnauthorized } from '@/lib/errors';
import { localize, t } from '@/lib/i18n';
import { chooseLanguage, useAppliedLanguage } from '@/lib/language';
import { DEFAULT_SORT_OPTION } from '@/lib/sorting';
import { clearSession, getAccessToken, storeUser } from '@/lib/storage';
import { useCheckUserAuth, userQueryKey } from '../api/check-user-auth';
import { useLogout } from '../api/logout';
import { isSubscriptionValid } from '@/lib/gating';

// Shown only when the tenant's subscription is not valid: loaded then, so every signed-in first screen
// (the portal's and the console's) does without the dialog's code.
const SubscriptionModal = lazy(() =>
  import('./subscription-modal').then((m) => ({ default: m.SubscriptionModal })),
);
import { paths } from '@/lib/paths';

export interface AuthProviderProps {
  /** False until the tenant validation by subdomain has answered: the auth check runs after it (§4). */
  ready: boolean;
  /** The tenant's default language (issue 26): the portal's for a person who has not chosen their own. */
  tenantLanguage?: Language;
  children: ReactNode;
}

const LOGIN = paths.login();

/**
 * The signed-in session (§3 Auth context, §4 Authentication check): runs the check, shows the full-screen
 * overlay while it is pending, sends a failed check to /auth/login with one toast, and blocks the portal
 * with the 'Invalid Subscription' modal when the subscription is not valid. Once the user is known, the
 * portal shows in their language (their own choice, else the tenant's), the overlay staying until it does.
 */
export const AuthProvider = ({ ready, tenantLanguage, children }: AuthProviderProps) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Without a token the check cannot succeed; the visitor simply signs in (no error toast for that).
  const hasToken = getAccessToken() !== null;
  const query = useCheckUserAuth({ enabled: ready && hasToken });
  const logoutMutation = useLogout();
  const [sortingOptions, setSortingOptions] = useState<SortOption[]>([DEFAULT_SORT_OPTION]);

  useEffect(() => {
    if (!hasToken) void navigate(LOGIN, { replace: true });
  }, [hasToken, navigate]);

  const { error } = query;
  useEffect(() => {
    if (!error) return;
    // A refused session is over; a network failure may not be, so the token is kept for the next try.
    if (isUnauthorized(error)) clearSession();
    toast.error(localize(toasts.error), {
      id: 'auth-check',
      description: errorMessage(error, callDefaults.authCheck) || localize(toasts.authenticationFailed),
    });
    void navigate(LOGIN, { replace: true });
  }, [error, navigate]);

  const endSession = useCallback(() => {
    clearSession();
    queryClient.clear();
    void navigate(LOGIN, { replace: true });
  }, [navigate, queryClient]);

  const { mutateAsync: revoke, isPending: isLoggingOut } = logoutMutation;
  const logout = useCallback(async () => {
    try {
      await revoke();
      endSession();
    } catch (failure) {
      // A session the server no longer knows is logged out already.
      if (isUnauthorized(failure)) return endSession();
      console.error(failure);
      toast.error(localize(toasts.logoutFailed), {
        id: 'logout',
        description: errorMessage(failure, callDefaults.logout),
      });
    }
  }, [endSession, revoke]);

  const updateUser = useCallback(
    (user: User) => {
      storeUser(user);
      queryClient.setQueryData(userQueryKey, user);
    },
    [queryClient],
  );

  const user = query.data ?? null;
  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isAuthenticated: user !== null,
      logout,
      isLoggingOut,
      sortingOptions,
      setSortingOptions,
      isFetchingBoards: query.isFetching,
      updateUser,
    }),
    [user, logout, isLoggingOut, sortingOptions, query.isFetching, updateUser],
  );

  // No flash of another language: the screens wait until the person's language shows.
  const languageShown = useAppliedLanguage(
    user ? chooseLanguage({ personal: user.language, tenant: tenantLanguage }) : undefined,
  );

  if (!user || !languageShown) return <LoadingScreen label={t('auth.provider.checkingSession')} />;
  return (
    <AuthContext.Provider value={value}>
      {children}
      {!isSubscriptionValid(user.subscriptionStatus) && (
        <Suspense fallback={null}>
          <SubscriptionModal status={user.subscriptionStatus} onLogout={logout} isLoggingOut={isLoggingOut} />
        </Suspense>
      )}
    </AuthContext.Provider>
  );
};
