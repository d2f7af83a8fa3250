import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { serverMessages, validationMessages } from '@portico/contract';
import { applyLanguage } from '@/lib/language';
import { mockFetch } from '@test/fetch-mock';
import { authValue, renderWithApp, testUser } from '@test/render';
import { LanguageForm } from './language-form';

// The screens would switch language for the rest of the file: here the switch is only recorded.
vi.mock('@/lib/language', () => ({ applyLanguage: vi.fn(async () => {}) }));

const render = (language: 'de' | 'fr' | null = null) => {
  const auth = authValue({ user: testUser({ language }) });
  return { auth, ...renderWithApp(<LanguageForm tenantLanguage="fr" />, { auth }) };
};

const saved = (language: 'ar' | 'de' | null) => () => ({
  body: { success: true as const, message: serverMessages.languageSaved, data: testUser({ language }) },
});

describe('LanguageForm', () => {
  beforeEach(() => vi.mocked(applyLanguage).mockClear());

  it("offers the portal's default, named, and every language in itself", async () => {
    const user = userEvent.setup();
    render();
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveTextContent('Portal default (Français)');
    expect(screen.getByRole('button', { name: 'Update Language' })).toBeDisabled();
    await user.click(select);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Portal default (Français)',
      'English',
      'Deutsch',
      'Français',
      'Español',
      'Português (Brasil)',
      'العربية',
    ]);
    expect(screen.getByRole('option', { name: 'العربية' })).toHaveAttribute('lang', 'ar');
  });

  it('saves a language of their own, keeps the user and switches the screens to it', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({ 'PATCH /api/user/language': saved('de') });
    const { auth } = render();
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Deutsch' }));
    await user.click(screen.getByRole('button', { name: 'Update Language' }));

    expect(await screen.findByText(serverMessages.languageSaved)).toBeInTheDocument();
    expect(requests.map((r) => [r.method, r.url.pathname, r.body])).toEqual([
      ['PATCH', '/api/user/language', { language: 'de' }],
    ]);
    expect(auth.updateUser).toHaveBeenCalledWith(testUser({ language: 'de' }));
    expect(applyLanguage).toHaveBeenLastCalledWith('de');
  });

  it("follows the portal's default again: sends null and shows the portal's language", async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({ 'PATCH /api/user/language': saved(null) });
    render('de');
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveTextContent('Deutsch');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Portal default (Français)' }));
    await user.click(screen.getByRole('button', { name: 'Update Language' }));

    await waitFor(() => expect(applyLanguage).toHaveBeenLastCalledWith('fr'));
    expect(requests.at(-1)?.body).toEqual({ language: null });
  });

  it("shows the server's refusal and keeps the screens as they are", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({
      'PATCH /api/user/language': () => ({
        status: 400,
        body: { success: false, message: validationMessages.languageUnknown },
      }),
    });
    const { auth } = render();
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Español' }));
    await user.click(screen.getByRole('button', { name: 'Update Language' }));

    expect(await screen.findByText(validationMessages.languageUnknown)).toBeInTheDocument();
    expect(auth.updateUser).not.toHaveBeenCalled();
    expect(applyLanguage).not.toHaveBeenCalled();
  });
});
