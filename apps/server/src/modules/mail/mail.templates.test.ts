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

describe('email templates in other languages (issue 26)', () => {
  const brand = { name: 'Hafen GmbH', logoUrl: null, portalUrl: 'http://hafen.localhost:3000/' };
  const input = {
    name: 'Pat',
    link: 'http://hafen.localhost:3000/auth/reset-password?token=t',
    ttlMs: 3_600_000,
  };
  const footerLink = { label: 'Einstellungen', url: 'http://hafen.localhost:3000/settings/notifications' };

  it('writes a German email in German, its page marked as German, left to right', () => {
    const email = passwordResetEmail(brand, input, { language: 'de', footerLink });
    expect(email.subject).toBe('Ihr Passwort für Hafen GmbH zurücksetzen');
    expect(email.html).toContain('<html lang="de" dir="ltr">');
    expect(email.html).toContain('text-align:left');
    expect(email.text).toContain('Hallo Pat,');
    expect(email.text).toContain(
      'Neues Passwort wählen: http://hafen.localhost:3000/auth/reset-password?token=t',
    );
    expect(email.text).toContain('ist 1 Stunde lang gültig');
    expect(email.text).toContain('Gesendet von Hafen GmbH über das Kundenportal');
    expect(email.html).toContain('Falls die Schaltfläche nicht funktioniert');
    expect(email.text).not.toMatch(/\b(the|your|link works)\b/);
  });

  it('lays an Arabic email out right to left, each block aligned right', () => {
    const email = invitationEmail(
      brand,
      { ...input, ttlMs: 7 * 86_400_000, staff: false },
      { language: 'ar' },
    );
    expect(email.subject).toBe('دعوة للانضمام إلى Hafen GmbH');
    expect(email.html).toContain('<html lang="ar" dir="rtl">');
    expect(email.html).toContain('<body class="pt-body" dir="rtl"');
    expect(email.html).not.toContain('text-align:left');
    expect(email.html).toContain('align="right" style="text-align:right;');
    // The link itself stays left to right inside the Arabic sentence.
    expect(email.html).toContain('dir="ltr" style="color:#2f5bea;');
    expect(email.text).toContain('تنتهي صلاحيته خلال 7 أيام');
  });

  it('puts a no-break space before the colons of a French email', () => {
    const email = invitationEmail(brand, { ...input, staff: true }, { language: 'fr', footerLink });
    expect(email.subject).toBe('Invitation à rejoindre Hafen GmbH');
    expect(email.text).toContain('Définir votre mot de passe\u00a0: http://hafen.localhost:3000/');
    expect(email.text).toContain('Vous faites désormais partie de l’équipe Hafen GmbH.');
    expect(email.html).toContain('navigateur\u00a0:<br>');
  });
});
