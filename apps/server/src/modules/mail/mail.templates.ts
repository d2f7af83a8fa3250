import { type MailBrand, type MailLink, type RenderedEmail, renderLayout } from './mail.layout';

/** The kinds of email, stored with each outbox row. */
export type MailKind = 'password-reset' | 'invitation' | 'notification' | 'digest';

export interface TemplateOptions {
  /** The footer's link: the recipient's notification settings (mail.service `settingsLink`). */
  footerLink?: MailLink;
}

/** "in 1 hour", "in 7 days": how long a link works, in words. */
export const describeDuration = (ms: number): string => {
  const units: Array<[number, string]> = [
    [86_400_000, 'day'],
    [3_600_000, 'hour'],
    [60_000, 'minute'],
  ];
  for (const [size, unit] of units)
    if (ms >= size && ms % size === 0) {
      const n = ms / size;
      return `${n} ${unit}${n === 1 ? '' : 's'}`;
    }
  const minutes = Math.max(1, Math.round(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

export const passwordResetEmail = (
  brand: MailBrand,
  input: { name: string; link: string; ttlMs: number },
  options: TemplateOptions = {},
): RenderedEmail =>
  renderLayout(`Reset your ${brand.name} password`, {
    brand,
    ...options,
    preheader: `A link to choose a new password for ${brand.name}.`,
    heading: 'Reset your password',
    paragraphs: [
      `Hi ${input.name},`,
      `Someone asked to reset the password of your ${brand.name} account. Choose a new one with the button below; every other session will be signed out.`,
    ],
    button: { label: 'Choose a new password', url: input.link },
    note: `This link works once and expires in ${describeDuration(input.ttlMs)}. If you did not ask for it, ignore this email: your password stays as it is.`,
  });

export const invitationEmail = (
  brand: MailBrand,
  input: { name: string; link: string; ttlMs: number; staff: boolean },
  options: TemplateOptions = {},
): RenderedEmail =>
  renderLayout(`You're invited to ${brand.name}`, {
    brand,
    ...options,
    preheader: `Set a password to open ${brand.name}'s ${input.staff ? 'console' : 'client portal'}.`,
    heading: `Welcome to ${brand.name}`,
    paragraphs: [
      `Hi ${input.name},`,
      input.staff
        ? `You have been added to the ${brand.name} team. Set your password to sign in to the portal and its console.`
        : `${brand.name} has invited you to its client portal, where you can follow and discuss your work with the team. Set your password to sign in.`,
    ],
    button: { label: 'Set your password', url: input.link },
    note: `This link works once and expires in ${describeDuration(input.ttlMs)}. When it has expired, use "Forgot password" on the sign-in page.`,
  });
