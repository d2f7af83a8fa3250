import { DEFAULT_LANGUAGE, type Language } from '@portico/contract';
import { translator } from '../../lib/i18n';
import { type MailBrand, type MailLink, type RenderedEmail, renderLayout } from './mail.layout';

/** The kinds of email, stored with each outbox row. */
export type MailKind = 'password-reset' | 'invitation' | 'notification' | 'digest';

export interface TemplateOptions {
  /** The footer's link: the recipient's notification settings (mail.service `settingsLink`). */
  footerLink?: MailLink;
  /** The recipient's language (mail.service: theirs, else their tenant's); English when not given. */
  language?: Language;
}

const DURATION_UNITS = [
  [86_400_000, 'email.duration.days'],
  [3_600_000, 'email.duration.hours'],
  [60_000, 'email.duration.minutes'],
] as const;

/** "1 hour", "7 days": how long a link works, in words of the language. */
export const describeDuration = (ms: number, language: Language = DEFAULT_LANGUAGE): string => {
  const t = translator(language);
  for (const [size, key] of DURATION_UNITS)
    if (ms >= size && ms % size === 0) return t(key, { count: ms / size });
  return t('email.duration.minutes', { count: Math.max(1, Math.round(ms / 60_000)) });
};

export const passwordResetEmail = (
  brand: MailBrand,
  input: { name: string; link: string; ttlMs: number },
  { language = DEFAULT_LANGUAGE, ...options }: TemplateOptions = {},
): RenderedEmail => {
  const t = translator(language);
  const values = { brand: brand.name };
  return renderLayout(t('email.passwordReset.subject', values), {
    brand,
    language,
    ...options,
    preheader: t('email.passwordReset.preheader', values),
    heading: t('email.passwordReset.heading'),
    paragraphs: [t('email.greeting', { name: input.name }), t('email.passwordReset.body', values)],
    button: { label: t('email.passwordReset.button'), url: input.link },
    note: t('email.passwordReset.note', { duration: describeDuration(input.ttlMs, language) }),
  });
};

export const invitationEmail = (
  brand: MailBrand,
  input: { name: string; link: string; ttlMs: number; staff: boolean },
  { language = DEFAULT_LANGUAGE, ...options }: TemplateOptions = {},
): RenderedEmail => {
  const t = translator(language);
  const values = { brand: brand.name, audience: input.staff ? 'staff' : 'client' };
  return renderLayout(t('email.invitation.subject', values), {
    brand,
    language,
    ...options,
    preheader: t('email.invitation.preheader', values),
    heading: t('email.invitation.heading', values),
    paragraphs: [t('email.greeting', { name: input.name }), t('email.invitation.body', values)],
    button: { label: t('email.invitation.button'), url: input.link },
    note: t('email.invitation.note', { duration: describeDuration(input.ttlMs, language) }),
  });
};
