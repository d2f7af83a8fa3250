import { describe, expect, it } from 'vitest';
import { makeTenant, useTestApp } from '../../../test/support/app';
import { describeDuration, invitationEmail, passwordResetEmail } from './index';

const t = useTestApp();
const evil = '<script>alert("x")</script> & Co';

describe('email templates', () => {
  it('escapes every value in the HTML and keeps it readable in the text', () => {
    const brand = { name: evil, logoUrl: 'javascript:alert(1)', portalUrl: 'http://acme.localhost:3000/' };
    const input = {
      name: `"><img src=x onerror=alert(1)>`,
      link: 'http://acme.localhost:3000/r?token=a&b=1',
      ttlMs: 3_600_000,
    };
    for (const email of [
      passwordResetEmail(brand, input),
      invitationEmail(brand, { ...input, staff: false }),
    ]) {
      expect(email.html).not.toContain('<script>');
      expect(email.html).not.toContain('<img src=x');
      expect(email.html).not.toContain('javascript:');
      expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
      expect(email.html).toContain('token=a&amp;b=1');
      expect(email.text).toContain(evil);
      expect(email.text).toContain('http://acme.localhost:3000/r?token=a&b=1');
      expect(email.html).toContain(`Sent by ${'&lt;script&gt;'}`);
      expect(email.html).toMatch(/prefers-color-scheme: dark/);
    }
  });

  it('adds the footer link when given (notification preferences)', () => {
    const brand = { name: 'Acme', logoUrl: null, portalUrl: 'http://acme.localhost:3000/' };
    const email = passwordResetEmail(
      brand,
      { name: 'Pat', link: 'http://acme.localhost:3000/auth/reset-password?token=t', ttlMs: 3_600_000 },
      { footerLink: { label: 'Notification preferences', url: 'http://acme.localhost:3000/preferences' } },
    );
    expect(email.html).toContain('href="http://acme.localhost:3000/preferences"');
    expect(email.text).toContain('Notification preferences: http://acme.localhost:3000/preferences');
  });

  it("shows the tenant's logo by an absolute URL on its portal host", async () => {
    const tenant = await makeTenant(t.services);
    expect(t.services.mail.brandOf(tenant).logoUrl).toBeNull();
    const brand = t.services.mail.brandOf({ ...tenant, logoFileId: 'logo-file' });
    expect(brand.logoUrl).toMatch(
      new RegExp(
        `^http://${tenant.slug}\\.localhost:3000/api/files/logo-file/logo\\?expires=\\d+&signature=`,
      ),
    );
    expect(passwordResetEmail(brand, { name: 'A', link: brand.portalUrl, ttlMs: 60_000 }).html).toContain(
      '<img src="http://',
    );
  });

  it('says how long a link works', () => {
    expect(describeDuration(3_600_000)).toBe('1 hour');
    expect(describeDuration(7 * 86_400_000)).toBe('7 days');
    expect(describeDuration(90 * 60_000)).toBe('90 minutes');
  });
});
