import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { callDefaults, signupRequestSchema, toasts } from '@portico/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { isSignupOpen } from '@/lib/gating';
import { type MessageKey, Trans, localize, t } from '@/lib/i18n';
import { isPendingSignup, rememberPendingSignup } from '@/lib/pending-signups';
import { storeSession } from '@/lib/storage';
import { tenantSlug } from '@/lib/tenant';
import { useSignupPermission } from '../api/check-signup-permission';
import { useSignup } from '../api/signup';
import { AuthCard, OrDivider } from './auth-card';
import { OidcButton } from './oidc-button';
import { paths } from '@/lib/paths';

const signupFormSchema = signupRequestSchema.omit({ slug: true });

/**
 * The toast of a second signup from this browser with an email that still waits for approval (see
 * pending-signups).
 */
export const ALREADY_PENDING: { title: MessageKey; description: MessageKey } = {
  title: 'account.signup.alreadyPendingTitle',
  description: 'account.signup.alreadyPendingDescription',
};

/** §2 Signup: only for the two open signup methods; any other method goes to /auth/login. */
export const SignupForm = () => {
  const navigate = useNavigate();
  const permission = useSignupPermission();
  const signup = useSignup();
  const form = useForm({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { name: '', email: '', password: '' },
  });
  const { errors } = form.formState;
  const tenant = permission.data;
  const allowed = tenant !== undefined && isSignupOpen(tenant.signupMethod);

  useEffect(() => {
    if (!permission.isPending && !allowed) void navigate(paths.login(), { replace: true });
  }, [permission.isPending, allowed, navigate]);

  const onSubmit = form.handleSubmit((values) =>
    signup.mutate(
      { ...values, slug: tenantSlug() },
      {
        onSuccess: (response) => {
          if (response.data) {
            // Without admin approval the new account is signed in at once.
            storeSession(response.data);
            void navigate(paths.home(), { replace: true });
            return;
          }
          // With admin approval the message says to wait; it counts as success (§4). The server answers a
          // registered email the same way; only this browser can tell it made that signup before.
          if (isPendingSignup(values.email)) {
            toast.info(t(ALREADY_PENDING.title), {
              id: 'signup',
              description: t(ALREADY_PENDING.description),
            });
          } else {
            rememberPendingSignup(values.email);
            toast.success(localize(toasts.success), {
              id: 'signup',
              description: localize(response.message),
            });
          }
          void navigate(paths.login(), { replace: true });
        },
        onError: (error) => {
          console.error(error);
          toast.error(localize(toasts.signupFailed), {
            id: 'signup',
            description: errorMessage(error, callDefaults.signup) || localize(toasts.pleaseTryAgain),
          });
        },
      },
    ),
  );

  if (!allowed || !tenant) {
    return (
      <div className="flex min-h-64 items-center justify-center">
        <Spinner className="size-5 text-muted-foreground" label={t('common.loading')} />
      </div>
    );
  }

  return (
    <AuthCard
      title={t('account.signup.title')}
      description={t('account.signup.description', { name: tenant.name })}
      footer={
        <Trans
          id="account.signup.haveAccount"
          components={{
            0: <Link to={paths.login()} className="font-medium text-primary-text hover:underline" />,
          }}
        />
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField label={t('account.signup.name')} error={errors.name?.message}>
          <Input
            autoComplete="name"
            placeholder={t('account.signup.namePlaceholder')}
            {...form.register('name')}
          />
        </FormField>
        <FormField label={t('auth.fields.email')} error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            placeholder={t('auth.fields.emailPlaceholder')}
            {...form.register('email')}
          />
        </FormField>
        <FormField
          label={t('auth.fields.password')}
          error={errors.password?.message}
          hint={t('auth.fields.passwordHint')}
        >
          <PasswordInput autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <Button type="submit" size="lg" className="mt-2 w-full" loading={signup.isPending}>
          {signup.isPending ? t('account.signup.submitting') : t('account.signup.submit')}
        </Button>
      </form>
      {tenant.oidcEnabled && (
        <>
          <OrDivider />
          <OidcButton label={t('account.signup.google')} />
        </>
      )}
    </AuthCard>
  );
};
