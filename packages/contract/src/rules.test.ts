import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, feedbackRequestSchema } from './account';
import { loginRequestSchema, signupRequestSchema } from './auth';
import { validationMessages as m } from './messages';
import { EMAIL_PATTERN, PASSWORD_PATTERN } from './constants';
import { countDigits } from './rules';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('§5 email rule', () => {
  it.each(['a@b', 'dana.scully@fbi.gov', 'x+tag@sub.example.co'])('accepts %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });
  it.each(['', 'plain', '@example.com', 'dana@', 'da na@example.com'])('rejects %j', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
  });
  it('answers with the spec message', () => {
    const result = loginRequestSchema.safeParse({ email: 'nope', password: 'x', slug: 'acme' });
    expect(firstMessage(result)).toBe(m.invalidEmail);
  });
});

describe('§5 signup password rule', () => {
  it.each(['Abcdef1!', 'Correct-horse-9', 'ÜberSicher1#'])('accepts %s', (password) => {
    expect(PASSWORD_PATTERN.test(password)).toBe(true);
  });
  it.each([
    ['too short', 'Ab1!xyz'],
    ['no uppercase', 'abcdef1!'],
    ['no lowercase', 'ABCDEF1!'],
    ['no digit', 'Abcdefg!'],
    ['no special character', 'Abcdefg1'],
  ])('rejects a password with %s', (_why, password) => {
    const result = signupRequestSchema.safeParse({ name: 'A', email: 'a@b.c', password });
    expect(firstMessage(result)).toBe(m.passwordRule);
  });
  it('requires a name that is not only whitespace', () => {
    const result = signupRequestSchema.safeParse({ name: '   ', email: 'a@b.c', password: 'Abcdef1!' });
    expect(firstMessage(result)).toBe(m.nameRequired);
  });
});

describe('§5 password change', () => {
  const base = { oldPassword: 'Old-pass-1', newPassword: 'New-pass-1', confirmPassword: 'New-pass-1' };
  it('accepts a matching confirmation', () => {
    expect(changePasswordFormSchema.safeParse(base).success).toBe(true);
  });
  it('names each missing field', () => {
    expect(firstMessage(changePasswordFormSchema.safeParse({ ...base, oldPassword: '' }))).toBe(
      m.currentPasswordRequired,
    );
    expect(firstMessage(changePasswordFormSchema.safeParse({ ...base, newPassword: '' }))).toBe(
      m.newPasswordRequired,
    );
  });
  it('requires the confirmation to match', () => {
    const result = changePasswordFormSchema.safeParse({ ...base, confirmPassword: 'Other-pass-1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      message: m.passwordsDoNotMatch,
      path: ['confirmPassword'],
    });
  });
});

describe('§5 feedback', () => {
  it('requires summary and details after trimming', () => {
    expect(firstMessage(feedbackRequestSchema.safeParse({ summary: '  ', details: 'x' }))).toBe(
      m.summaryRequired,
    );
    expect(firstMessage(feedbackRequestSchema.safeParse({ summary: 'x', details: '\n\t' }))).toBe(
      m.detailsRequired,
    );
  });
});

describe('countDigits', () => {
  it('counts only digits', () => {
    expect(countDigits('-1,234.56')).toBe(6);
  });
});
