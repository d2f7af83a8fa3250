import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { callDefaults, toasts } from '@portico/contract';
import { LoadingScreen } from '@/components/loading-screen';
import { errorMessage } from '@/lib/errors';
import { tenantSlug } from '@/lib/tenant';
import { useSigninWithOidc } from '../api/signin-with-oidc';

/**
 * /callback: the identity provider sends the browser back here with `code` and `state` (or `error`). The
 * page shows no content of its own (§2), only the loading overlay, and posts the code exactly once.
 */
export const OidcCallback = () => {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { mutate } = useSigninWithOidc();
  const sent = useRef(false);
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  const providerError = params.get('error_description') ?? params.get('error');

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const fail = (description: string, error?: unknown) => {
      if (error) console.error(error);
      toast.error(toasts.loginFailed, { id: 'oidc', description });
      void navigate('/auth/login', { replace: true });
    };
    if (providerError || !code || !state) return fail(providerError || callDefaults.google);
    mutate(
      { slug: tenantSlug(), code, state },
      {
        onSuccess: () => void navigate('/', { replace: true }),
        onError: (error) => fail(errorMessage(error, callDefaults.google), error),
      },
    );
  }, [code, state, providerError, mutate, navigate]);

  return <LoadingScreen label="Signing you in…" />;
};
