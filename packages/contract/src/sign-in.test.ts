import { describe, expect, it } from 'vitest';
import { loginRequestSchema } from './auth';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from './constants';
import { portalEndpoints } from './endpoints';
import { type LoginFields, loginFieldErrors, signInRoutes } from './sign-in';

/** The schema's first message for each field it refuses, as the sign-in form shows them. */
const schemaErrors = (fields: LoginFields) => {
  const result = loginRequestSchema.omit({ slug: true }).safeParse(fields);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return errors;
};

const emails = [
  '',
  ' ',
  'ada@example.com',
  '  ada@example.com  ',
  'ada@',
  '@example.com',
  'ada example@example.com',
  'ada@@x',
  'ädä@exämple.com',
  '\tada@example.com\n',
  `${'a'.repeat(MAX_EMAIL_LENGTH - 12)}@example.com`,
  `${'a'.repeat(MAX_EMAIL_LENGTH - 11)}@example.com`,
];
const passwords = [
  '',
  ' ',
  'x',
  'correct horse',
  'a'.repeat(MAX_PASSWORD_LENGTH),
  'a'.repeat(MAX_PASSWORD_LENGTH + 1),
];

describe('loginFieldErrors', () => {
  it('refuses exactly what loginRequestSchema refuses, with the same messages', () => {
    for (const email of emails)
      for (const password of passwords)
        expect(loginFieldErrors({ email, password }), JSON.stringify({ email, password })).toEqual(
          schemaErrors({ email, password }),
        );
  });
});

describe('signInRoutes', () => {
  it('are the method, path and token of the portal calls of the same name', () => {
    for (const [name, route] of Object.entries(signInRoutes)) {
      const endpoint = portalEndpoints[name as keyof typeof signInRoutes];
      expect({ method: endpoint.method, path: endpoint.path, auth: endpoint.auth }).toEqual(route);
    }
  });
});
