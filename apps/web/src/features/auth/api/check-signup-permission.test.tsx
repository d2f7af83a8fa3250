import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@portico/contract';
import { activateLanguage } from '@/lib/i18n';
import { mockFetch } from '@test/fetch-mock';
import { renderWithApp } from '@test/render';
import { LoginForm } from '../components/login-form';

const tenant = (language: Language, browserLanguage = false) => ({
  success: true as const,
  data: {
    slug: 'acme',
    name: 'Acme',
    logo: null,
    description: '',
    signupMethod: 'closed' as const,
    subscriptionStatus: 'valid',
    oidcEnabled: false,
    language,
    browserLanguage,
  },
});

describe("the auth screens in the tenant's language (issue 26)", () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await activateLanguage('en');
  });

  it("shows the sign-in form in the tenant's default language, without a flash of English", async () => {
    // Every label the submit button shows, from the first render on.
    const shown = new Set<string>();
    const observer = new MutationObserver(() =>
      document.querySelectorAll('button[type="submit"]').forEach((b) => shown.add(b.textContent ?? '')),
    );
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    mockFetch({ 'GET /api/auth/check-signup-permission': () => ({ body: tenant('de') }) });
    renderWithApp(<LoginForm />, { auth: null });
    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    observer.disconnect();
    expect([...shown]).toEqual(['Anmelden']);
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem('portico.language')).toBe('de');
  });

  it("follows the browser's language when the tenant lets it lead", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA', 'en']);
    mockFetch({ 'GET /api/auth/check-signup-permission': () => ({ body: tenant('de', true) }) });
    renderWithApp(<LoginForm />, { auth: null });
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
  });

  it('leaves a signed-in visitor in their own language (the portal sets it)', async () => {
    localStorage.setItem('accessToken', 'tok');
    mockFetch({ 'GET /api/auth/check-signup-permission': () => ({ body: tenant('de') }) });
    renderWithApp(<LoginForm />, { auth: null });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
