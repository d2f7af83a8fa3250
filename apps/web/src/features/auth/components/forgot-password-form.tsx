import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { forgotPasswordRequestSchema, passwordResetMessages } from '@portico/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/errors';
import { formatNumber } from '@/lib/format';
import { type MessageKey, Trans, localize, t } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { tenantSlug } from '@/lib/tenant';
import { cn } from '@/lib/utils';
import { useForgotPassword } from '../api/forgot-password';
import { useCooldown } from '../hooks/use-cooldown';
import { AuthCard } from './auth-card';
import { AuthNotice, AuthProblem } from './auth-notice';

/** How long "Send again" waits after a link was sent (the server limits requests per address too). */
export const RESEND_COOLDOWN_SECONDS = 30;
const SEND_FAILED: MessageKey = 'account.forgotPassword.sendFailed';
const linkClass = 'font-medium text-primary-text hover:underline';

const formSchema = forgotPasswordRequestSchema.omit({ slug: true });

/** The address typed on the login screen comes along in the link's state, never in the address bar. */
export const emailFromState = (state: unknown): string =>
  state && typeof state === 'object' && 'email' in state && typeof state.email === 'string'
    ? state.email
    : '';

const failure = (error: unknown): string =>
  errorMessage(
    error,
    error instanceof ApiError && error.status === 429 ? passwordResetMessages.tooMany : t(SEND_FAILED),
  );

/**
 * /auth/forgot-password (issue #8): asks for the email and sends a one-time reset link. The answer is the
 * same whether or not the address has an account, so the confirmation never says which.
 */
export const ForgotPasswordForm = () => {
  const location = useLocation();
  const send = useForgotPassword();
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sentAgain, setSentAgain] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: { email: emailFromState(location.state) },
  });
  const { errors } = form.formState;

  const request = (email: string, onSent: () => void) => {
    setProblem(null);
    send.mutate(
      { email, slug: tenantSlug() },
      {
        onSuccess: () => {
          cooldown.start();
          onSent();
        },
        onError: (error) => {
          console.error(error);
          setProblem(failure(error));
        },
      },
    );
  };

  const onSubmit = form.handleSubmit(({ email }) => request(email, () => setSentTo(email)));

  if (sentTo !== null) {
    const waiting = cooldown.secondsLeft > 0;
    const blocked = waiting || send.isPending;
    return (
      <AuthCard
        key="sent"
        focusTitle
        title={t('account.forgotPassword.sentTitle')}
        footer={
          <Link to={paths.login()} className={linkClass}>
            {t('auth.links.backToSignIn')}
          </Link>
        }
      >
        <AuthNotice icon={MailCheck} role="status">
          <p>{localize(passwordResetMessages.sent)}</p>
          <p className="font-medium break-all text-foreground">{sentTo}</p>
          {sentAgain && <p className="text-muted-foreground">{t('account.forgotPassword.sentAgain')}</p>}
        </AuthNotice>
        <div className="flex flex-col gap-3">
          <p className="text-sm text-muted-foreground">{t('account.forgotPassword.sentHint')}</p>
          <Button
            variant="secondary"
            size="lg"
            className={cn('w-full', blocked && 'cursor-not-allowed opacity-60 hover:bg-surface')}
            aria-disabled={blocked || undefined}
            aria-busy={send.isPending || undefined}
            onClick={() => {
              if (!blocked) request(sentTo, () => setSentAgain(true));
            }}
          >
            {send.isPending && <Spinner />}
            {send.isPending ? t('account.forgotPassword.sending') : t('account.forgotPassword.sendAgain')}
            {waiting && !send.isPending && (
              <span className="text-muted-foreground tabular-nums" aria-hidden="true">
                {t('account.forgotPassword.cooldown', { seconds: formatNumber(cooldown.secondsLeft) })}
              </span>
            )}
          </Button>
          {problem && <AuthProblem>{problem}</AuthProblem>}
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      key="form"
      title={t('account.forgotPassword.title')}
      description={t('account.forgotPassword.description')}
      footer={
        <Trans
          id="account.forgotPassword.remembered"
          components={{ 0: <Link to={paths.login()} className={linkClass} /> }}
        />
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField label={t('auth.fields.email')} error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            placeholder={t('auth.fields.emailPlaceholder')}
            {...form.register('email')}
          />
        </FormField>
        {problem && <AuthProblem>{problem}</AuthProblem>}
        <Button type="submit" size="lg" className="mt-2 w-full" loading={send.isPending}>
          {send.isPending ? t('account.forgotPassword.sending') : t('account.forgotPassword.submit')}
        </Button>
      </form>
    </AuthCard>
  );
};
