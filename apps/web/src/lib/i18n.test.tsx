import { serverMessages, toasts } from '@portico/contract';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageBoundary, Trans, activateLanguage, loadUnits, localize, t } from './i18n';
import { browserLanguage, chooseLanguage } from './language';

describe('the active language', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('reads the catalogue in the language shown, and sets the document’s language and direction', async () => {
    expect(t('common.save')).toBe('Save');
    expect(document.documentElement.dir).toBe('ltr');
    await activateLanguage('de');
    expect(t('common.save')).toBe('Speichern');
    expect(document.documentElement.lang).toBe('de');
    await activateLanguage('ar');
    expect(t('common.save')).toBe('حفظ');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('shows the API’s English texts translated, values and all, and leaves unknown ones as they are', async () => {
    expect(localize(toasts.loginFailed)).toBe('Login failed!');
    await activateLanguage('de');
    expect(localize(toasts.loginFailed)).not.toBe(toasts.loginFailed);
    const built = localize(serverMessages.columnNotEditable('Budget'));
    expect(built).toContain('Budget');
    expect(built).not.toBe(serverMessages.columnNotEditable('Budget'));
    expect(localize('Something the catalogue never heard of')).toBe('Something the catalogue never heard of');
  });

  it('recognises the console’s texts once the console’s messages are loaded', async () => {
    await activateLanguage('fr');
    await loadUnits('console');
    expect(localize('Client not found.')).not.toBe('Client not found.');
  });

  it('shows every screen again in the new language', async () => {
    const Save = () => <button type="button">{t('common.save')}</button>;
    render(
      <LanguageBoundary>
        <Save />
      </LanguageBoundary>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('Save');
    await activateLanguage('es');
    expect(await screen.findByRole('button', { name: 'Guardar' })).toBeInTheDocument();
  });
});

describe('Trans', () => {
  it('puts the elements given where the message has its tags', () => {
    render(<Trans id="common.save" components={{ 0: <strong /> }} />);
    expect(screen.getByText('Save')).toBeInTheDocument();
  });
});

describe('choosing the language', () => {
  it('takes the person’s choice, else the browser’s where allowed, else the tenant’s', () => {
    expect(chooseLanguage({ personal: 'fr', tenant: 'de' })).toBe('fr');
    expect(chooseLanguage({ personal: null, tenant: 'de' })).toBe('de');
    expect(chooseLanguage({})).toBe('en');
  });

  it('matches the browser’s languages exactly, then by language alone', () => {
    expect(browserLanguage(['pt-BR', 'en'])).toBe('pt-BR');
    expect(browserLanguage(['de-AT'])).toBe('de');
    expect(browserLanguage(['pt-PT'])).toBe('pt-BR');
    expect(browserLanguage(['ja', 'ar-EG'])).toBe('ar');
    expect(browserLanguage(['ja', 'zh'])).toBeUndefined();
  });
});
