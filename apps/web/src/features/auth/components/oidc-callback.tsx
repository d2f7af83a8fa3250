import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { callDefaults, toasts } from '@portico/contract';
import { LoadingScreen } from '@/components/loading-screen';
import { errorMessage } from '@/lib/errors';
import { localize, t } from '@/lib/i18n';
import { tenantSlug } from '@/lib/tenant';
import { useSigninWithOidc } from '../api/signin-with-oidc';
import { useOpenSession } from '../hooks/use-open-session';
import { AuthFrame } from './auth-frame';
import { SwitchAccountPrompt } from './switch-account-prompt';
import { paths } from '@/lib/paths';

/**
 * /callback: the identity provider sends the browser back here with `code` and `state` (or `error`). The
 * page shows no content of its own (§2), only the loading overlay, and posts the code exactly once — unless
 * this browser already has a session: then it first asks whether to replace it.
 */
export const OidcCallback = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const { mutate } = useSigninWithOidc();
  const sent = useRef(false);
  const openSession = useOpenSession();
  const [confirmed, setConfirmed] = useState(false);
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  const providerError = params.get('error_description') ?? params.get('error');
  const signsIn = Boolean(code && state && !providerError);
  const mustAsk = signsIn && openSession !== null && !confirmed;

  useEffect(() => {
    if (mustAsk || sent.current) return;
    sent.current = true;
    const fail = (description: string, error?: unknown) => {
      if (error) console.error(error);
      toast.error(localize(toasts.loginFailed), { id: 'oidc', description });
      void navigate(paths.login(), { replace: true });
    };
    if (!signsIn) return fail(providerError || localize(callDefaults.google));
    mutate(
      { slug: tenantSlug(), code, state },
      {
        onSuccess: (response) => {
          if (!response.data) {
            // An account waiting for an administrator: success, as signup with approval (§4).
            toast.success(localize(toasts.success), { id: 'oidc', description: localize(response.message) });
            void navigate(paths.login(), { replace: true });
            return;
          }
          // Another account's data must not show from the cache of the one it replaced.
          if (openSession) queryClient.clear();
          void navigate(paths.home(), { replace: true });
        },
        onError: (error) => fail(errorMessage(error, callDefaults.google), error),
      },
    );
  }, [mustAsk, signsIn, code, state, providerError, openSession, mutate, navigate, queryClient]);

  if (mustAsk && openSession) {
    return (
      <AuthFrame>
        <SwitchAccountPrompt
          session={openSession}
          onContinue={() => setConfirmed(true)}
          onKeep={() => void navigate(paths.home(), { replace: true })}
        />
      </AuthFrame>
    );
  }
  return <LoadingScreen label={t('auth.signingIn.label')} />;
};
