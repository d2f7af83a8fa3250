import { useQueryClient } from '@tanstack/react-query';
import { LinkIcon, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { passwordResetMessages, toasts } from '@portico/contract';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/errors';
import { type MessageKey, Trans, localize, t } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { tenantSlug } from '@/lib/tenant';
import { isRefusedLink, useCheckResetToken } from '../api/check-reset-token';
import { useResetPassword } from '../api/reset-password';
import { useOpenSession } from '../hooks/use-open-session';
import { AuthCard } from './auth-card';
import { AuthNotice } from './auth-notice';
import { ResetPasswordForm } from './reset-password-form';

const TOKEN_STATE = 'resetToken';
const CHECK_FAILED: MessageKey = 'account.resetPassword.checkFailed';
const RESET_FAILED: MessageKey = 'account.resetPassword.resetFailed';
const INVITE_DONE: MessageKey = 'account.resetPassword.inviteDone';
const linkClass = 'font-medium text-primary-text hover:underline';

/** The token kept in the history entry's state once it left the address (so a reload still works). */
const tokenFromState = (state: unknown): string => {
  if (!state || typeof state !== 'object' || !(TOKEN_STATE in state)) return '';
  const token = (state as Record<typeof TOKEN_STATE, unknown>)[TOKEN_STATE];
  return typeof token === 'string' ? token : '';
};

/** The server refused the token while setting the password: it expired or was used meanwhile. */
const isSpentLink = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.serverMessage === passwordResetMessages.invalidLink || error.status === 404 || error.status === 410);

const BackToSignIn = () => (
  <Link to={paths.login()} className={linkClass}>
    {t('auth.links.backToSignIn')}
  </Link>
);

/**
 * /auth/reset-password?token=… (issue #8), also the landing of an invitation (`&invite=1`): checks the
 * one-time token, then sets the new password and signs in as login does. The token leaves the address bar
 * as soon as it is read, so it is not kept in the history, shown on screen or sent as a Referer.
 */
export const ResetPassword = () => {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const openSession = useOpenSession();
  const [params] = useSearchParams();
  const invite = params.get('invite') === '1';
  const [token] = useState(() => params.get('token')?.trim() || tokenFromState(location.state));
  const [spent, setSpent] = useState(false);
  const [done, setDone] = useState(false);
  const slug = tenantSlug();
  const check = useCheckResetToken({ slug, token }, !spent && !done);
  const reset = useResetPassword();

  const tokenInAddress = params.has('token');
  useEffect(() => {
    if (!tokenInAddress) return;
    const rest = new URLSearchParams(params);
    rest.delete('token');
    const search = rest.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '' },
      { replace: true, state: token ? { [TOKEN_STATE]: token } : null },
    );
  }, [tokenInAddress, params, location.pathname, navigate, token]);

  const onSubmit = (password: string) =>
    reset.mutate(
      { slug, token, password },
      {
        onSuccess: () => {
          setDone(true);
          // Another account's data must not show from the cache of the session this one replaced.
          if (openSession) queryClient.clear();
          toast.success(localize(toasts.success), {
            id: 'reset-password',
            description: invite ? t(INVITE_DONE) : localize(passwordResetMessages.done),
          });
          void navigate(paths.home(), { replace: true });
        },
        onError: (error) => {
          console.error(error);
          if (isSpentLink(error)) return setSpent(true);
          toast.error(localize(toasts.error), {
            id: 'reset-password',
            description: errorMessage(error, t(RESET_FAILED)),
          });
        },
      },
    );

  if (!token || spent || (check.isError && isRefusedLink(check.error))) {
    return (
      <AuthCard
        key="invalid"
        focusTitle
        title={
          invite ? t('account.resetPassword.inviteInvalidTitle') : t('account.resetPassword.invalidTitle')
        }
        footer={<BackToSignIn />}
      >
        <AuthNotice icon={LinkIcon} tone="warning" role="status">
          <p>{localize(passwordResetMessages.invalidLink)}</p>
        </AuthNotice>
        <Button asChild size="lg" className="w-full">
          <Link to={paths.forgotPassword()}>{t('account.resetPassword.askNewLink')}</Link>
        </Button>
      </AuthCard>
    );
  }

  if (check.isError) {
    return (
      <AuthCard
        key="unreachable"
        focusTitle
        title={t('account.resetPassword.uncheckedTitle')}
        footer={<BackToSignIn />}
      >
        <AuthNotice icon={TriangleAlert} tone="warning" role="status">
          <p>{errorMessage(check.error, t(CHECK_FAILED))}</p>
        </AuthNotice>
        <Button
          variant="secondary"
          size="lg"
          className="w-full"
          loading={check.isFetching}
          onClick={() => void check.refetch()}
        >
          {check.isFetching ? t('account.resetPassword.checking') : t('common.retry')}
        </Button>
      </AuthCard>
    );
  }

  if (check.isPending) {
    return (
      <div
        role="status"
        className="flex min-h-64 flex-col items-center justify-center gap-3 text-sm text-muted-foreground"
      >
        <Spinner className="size-5" />
        <h1 className="text-sm font-normal">{t('account.resetPassword.checkingLink')}</h1>
      </div>
    );
  }

  const { email } = check.data;
  return (
    <AuthCard
      key="form"
      focusTitle
      title={
        invite ? (
          t('account.resetPassword.inviteTitle')
        ) : (
          // One heading for assistive technology; the address gets its own line, so it never breaks mid-word.
          <Trans
            id="account.resetPassword.title"
            values={{ email }}
            components={{
              0: (
                <span className="mt-1 block text-base leading-6 font-normal tracking-normal text-muted-foreground" />
              ),
              1: <span className="font-medium break-all text-foreground" />,
            }}
          />
        )
      }
      description={
        invite ? (
          <Trans
            id="account.resetPassword.inviteDescription"
            values={{ email }}
            components={{ 0: <span className="font-medium break-all text-foreground" /> }}
          />
        ) : (
          t('account.resetPassword.description')
        )
      }
      footer={<BackToSignIn />}
    >
      <ResetPasswordForm email={email} pending={reset.isPending || done} onSubmit={onSubmit} />
    </AuthCard>
  );
};
