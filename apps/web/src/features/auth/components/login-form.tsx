import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { callDefaults, loginRequestSchema, toasts } from '@portico/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { isSignupOpen } from '@/lib/gating';
import { tenantSlug } from '@/lib/tenant';
import { useSignupPermission } from '../api/check-signup-permission';
import { useLogin } from '../api/login';
import { AuthCard, OrDivider } from './auth-card';
import { OidcButton } from './oidc-button';
import { paths } from '@/lib/paths';

const loginFormSchema = loginRequestSchema.omit({ slug: true });

/** §2 Login: email and password; sign-up and the identity provider only where the tenant's signup is open. */
export const LoginForm = () => {
  const navigate = useNavigate();
  const permission = useSignupPermission();
  const login = useLogin();
  const form = useForm({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  // What is typed already fills the forgot-password form (carried in the link's state, not its address).
  const typedEmail = useWatch({ control: form.control, name: 'email' }).trim();

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(
      { ...values, slug: tenantSlug() },
      {
        onSuccess: () => void navigate(paths.home(), { replace: true }),
        onError: (error) => {
          console.error(error);
          toast.error(toasts.loginFailed, {
            id: 'login',
            description: errorMessage(error, callDefaults.login) || toasts.pleaseTryAgain,
          });
        },
      },
    ),
  );

  if (permission.isPending) {
    return (
      <div className="flex min-h-64 items-center justify-center">
        <Spinner className="size-5 text-muted-foreground" label="Loading" />
      </div>
    );
  }

  const tenant = permission.data;
  const signupOpen = isSignupOpen(tenant?.signupMethod);
  return (
    <AuthCard
      title="Sign in"
      description={tenant ? `Welcome back to ${tenant.name}` : 'Welcome back'}
      footer={
        signupOpen && (
          <>
            Don&apos;t have an account?{' '}
            <Link to={paths.signup()} className="font-medium text-primary-text hover:underline">
              Sign up
            </Link>
          </>
        )
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField label="Email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"

            placeholder="you@company.com"
            {...form.register('email')}
          />
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <Button type="submit" size="lg" className="mt-2 w-full" loading={login.isPending}>
          {login.isPending ? 'Signing in...' : 'Sign in'}
        </Button>
        {/* After the button: Tab goes from the password straight to Sign in. */}
        <Link
          to={paths.forgotPassword()}
          state={typedEmail ? { email: typedEmail } : undefined}
          className="self-center rounded-control px-1 text-sm font-medium text-primary-text hover:underline"
        >
          Forgot password?
        </Link>
      </form>
      {signupOpen && tenant?.oidcEnabled && (
        <>
          <OrDivider />
          <OidcButton label="Sign in with Google" />
        </>
      )}
    </AuthCard>
  );
};
