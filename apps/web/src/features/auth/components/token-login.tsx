import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { callDefaults, toasts } from '@portico/contract';
import { Spinner } from '@/components/ui/spinner';
import { localize, t } from '@/lib/i18n';
import { tenantSlug } from '@/lib/tenant';
import { useTokenLogin } from '../api/token-login';
import { useOpenSession } from '../hooks/use-open-session';
import { SwitchAccountPrompt } from './switch-account-prompt';
import { paths } from '@/lib/paths';

/**
 * §2 Token login: signs in with the one-time `?token=` of a login link. The token is spent by the first
 * request, so it is sent exactly once even when React runs the effect twice. A browser that already has a
 * session is asked first whether to replace it; keeping it leaves the token unspent.
 */
export const TokenLogin = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { mutate } = useTokenLogin();
  const sent = useRef<string | null>(null);
  const openSession = useOpenSession();
  const [confirmed, setConfirmed] = useState(false);
  const mustAsk = Boolean(token) && openSession !== null && !confirmed;

  useEffect(() => {
    if (mustAsk || sent.current === token) return;
    sent.current = token;
    const fail = (error?: unknown) => {
      if (error) console.error(error);
      toast.error(localize(toasts.error), {
        id: 'token-login',
        description: localize(callDefaults.tokenLogin),
      });
      void navigate(paths.login(), { replace: true });
    };
    if (!token) return fail();
    mutate(
      { slug: tenantSlug(), token },
      {
        onSuccess: () => {
          // Another account's data must not show from the cache of the one it replaced.
          if (openSession) queryClient.clear();
          toast.success(localize(toasts.loginSuccessful), {
            id: 'token-login',
            description: localize(toasts.loginSuccessfulDescription),
          });
          void navigate(paths.home(), { replace: true });
        },
        onError: fail,
      },
    );
  }, [mustAsk, token, openSession, mutate, navigate, queryClient]);

  if (mustAsk && openSession) {
    return (
      <SwitchAccountPrompt
        session={openSession}
        onContinue={() => setConfirmed(true)}
        onKeep={() => void navigate(paths.home(), { replace: true })}
      />
    );
  }
  return (
    <div
      role="status"
      className="flex min-h-64 flex-col items-center justify-center gap-3 text-sm text-muted-foreground"
    >
      <Spinner className="size-5" />
      <h1 className="text-sm font-normal">{t('auth.signingIn.label')}</h1>
    </div>
  );
};
