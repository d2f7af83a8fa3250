import { type FormEvent, useState } from 'react';
import {
  type LoginFieldErrors,
  type LoginFields,
  callDefaults,
  loginFieldErrors,
  toasts,
} from '@portico/contract';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { isSignupOpen } from '@/lib/gating';
import { Trans, t } from '@/lib/i18n';
import { navigate } from '@/lib/navigation';
import { paths } from '@/lib/paths';
import { tenantSlug } from '@/lib/tenant';
import { toastError } from '@/lib/toast';
import { useSignupPermission } from '../api/check-signup-permission';
import { login } from '../api/login';
import { AuthCard, OrDivider } from './auth-card';
import { OidcButton } from './oidc-button';

/**
 * §2 Login: email and password; sign-up and the identity provider only where the tenant's signup is open.
 * It renders in the app and, on a first visit, in the sign-in shell without the router, the query cache and
 * zod (app/sign-in.tsx): so it navigates through lib/navigation and checks its fields with the contract's
 * loginFieldErrors. As the other forms do, it checks on submit, then again at each change.
 */
export const LoginForm = () => {
  const permission = useSignupPermission();
  const [fields, setFields] = useState<LoginFields>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  // What is typed already fills the forgot-password form (carried in the link's state, not its address).
  const typedEmail = fields.email.trim();

  const change = (name: keyof LoginFields) => (event: { target: { value: string } }) => {
    const next = { ...fields, [name]: event.target.value };
    setFields(next);
    if (submitted) setErrors(loginFieldErrors(next));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = loginFieldErrors(fields);
    setErrors(found);
    if (found.email || found.password) {
      // As a form should: the first field to fix takes the focus.
      const first = found.email ? 'email' : 'password';
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setPending(true);
    try {
      await login({ email: typedEmail, password: fields.password, slug: tenantSlug() });
      navigate(paths.home(), { replace: true });
    } catch (error) {
      console.error(error);
      setPending(false);
      void toastError(toasts.loginFailed, {
        id: 'login',
        description: errorMessage(error, callDefaults.login) || toasts.pleaseTryAgain,
      });
    }
  };

  if (permission.isPending) {
    return (
      <div className="flex min-h-64 items-center justify-center">
        <Spinner className="size-5 text-muted-foreground" label={t('common.loading')} />
      </div>
    );
  }

  const tenant = permission.data;
  const signupOpen = isSignupOpen(tenant?.signupMethod);
  return (
    <AuthCard
      title={t('auth.login.title')}
      description={
        tenant ? t('auth.login.welcomeBackTo', { name: tenant.name }) : t('auth.login.welcomeBack')
      }
      footer={
        signupOpen && (
          <Trans
            id="auth.login.noAccount"
            components={{
              0: <AppLink to={paths.signup()} className="font-medium text-primary-text hover:underline" />,
            }}
          />
        )
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
        <FormField label={t('auth.fields.email')} error={errors.email}>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            placeholder={t('auth.fields.emailPlaceholder')}
            value={fields.email}
            onChange={change('email')}
          />
        </FormField>
        <FormField label={t('auth.fields.password')} error={errors.password}>
          <PasswordInput
            name="password"
            autoComplete="current-password"
            value={fields.password}
            onChange={change('password')}
          />
        </FormField>
        <Button type="submit" size="lg" className="mt-2 w-full" loading={pending}>
          {pending ? t('auth.login.submitting') : t('auth.login.submit')}
        </Button>
        {/* After the button: Tab goes from the password straight to Sign in. */}
        <AppLink
          to={paths.forgotPassword()}
          state={typedEmail ? { email: typedEmail } : undefined}
          className="self-center rounded-control px-1 text-sm font-medium text-primary-text hover:underline"
        >
          {t('auth.login.forgotPassword')}
        </AppLink>
      </form>
      {signupOpen && tenant?.oidcEnabled && (
        <>
          <OrDivider />
          <OidcButton label={t('auth.login.google')} />
        </>
      )}
    </AuthCard>
  );
};
