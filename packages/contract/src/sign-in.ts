import { EMAIL_PATTERN, MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from './constants';
import { validationMessages as m } from './messages';

/**
 * The sign-in page's calls by method, path and token alone. The page's first visit loads no zod (issue 25:
 * its first visit stays within 120 kB), so it calls these; endpoints.ts builds the calls' definitions, with
 * their schemas, from the same objects.
 */
export const signInRoutes = {
  login: { method: 'POST', path: '/api/auth/login', auth: false },
  oidcAuthorize: { method: 'GET', path: '/api/auth/oidc/authorize', auth: false },
  checkSignupPermission: { method: 'GET', path: '/api/auth/check-signup-permission', auth: false },
} as const;

export interface LoginFields {
  email: string;
  password: string;
}

export type LoginFieldErrors = Partial<Record<keyof LoginFields, string>>;

/**
 * What `loginRequestSchema` refuses in the sign-in form, field by field, without zod (see signInRoutes);
 * sign-in.test.ts holds the two to the same answers. The email is judged trimmed, as the schema trims it.
 */
export const loginFieldErrors = ({ email, password }: LoginFields): LoginFieldErrors => {
  const errors: LoginFieldErrors = {};
  const trimmed = email.trim();
  if (trimmed.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(trimmed)) errors.email = m.invalidEmail;
  if (password.length < 1 || password.length > MAX_PASSWORD_LENGTH) errors.password = m.passwordRequired;
  return errors;
};
