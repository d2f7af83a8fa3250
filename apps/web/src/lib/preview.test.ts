import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, getAccessToken, storeSession, storeUser } from './storage';
import { canChange, canCreateItems } from './gating';
import { isPreviewing, previewToken } from './preview';

const previewUrl = (token: string) => `/#preview=${encodeURIComponent(token)}`;
const adoptPreviewFromUrl = () => previewToken();
import { testUser } from '@test/render';

const openAt = (url: string) => window.history.replaceState(null, '', url);

afterEach(() => {
  window.sessionStorage.clear();
  openAt('/');
});

describe('a preview tab', () => {
  it('takes the token from the URL fragment once, into sessionStorage, and removes it from the URL', () => {
    openAt(`/board/b1?x=1${previewUrl('tok/+=').slice(1)}`);
    adoptPreviewFromUrl();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/board/b1?x=1');
    expect(window.sessionStorage.getItem('previewAccessToken')).toBe('tok/+=');
    expect(isPreviewing()).toBe(true);
  });

  it('leaves a URL without a preview alone', () => {
    openAt('/#other');
    adoptPreviewFromUrl();
    expect(window.location.hash).toBe('#other');
    expect(isPreviewing()).toBe(false);
  });

  it("uses the preview's token, and never touches the staff member's session in local storage", () => {
    localStorage.setItem('accessToken', 'staff-token');
    localStorage.setItem('userData', '{"name":"Staff"}');
    openAt(previewUrl('preview-token'));
    adoptPreviewFromUrl();
    expect(getAccessToken()).toBe('preview-token');
    storeUser(testUser({ name: 'Client' }));
    clearSession();
    expect(isPreviewing()).toBe(false);
    expect(localStorage.getItem('accessToken')).toBe('staff-token');
    expect(localStorage.getItem('userData')).toBe('{"name":"Staff"}');
    expect(getAccessToken()).toBe('staff-token');
  });

  it('hides what would change something, whatever the account allows', () => {
    const user = testUser({ allowUsersToCreateNewItems: 'true', subscriptionPlan: 'Pro' });
    expect(canCreateItems(user)).toBe(true);
    openAt(previewUrl('preview-token'));
    adoptPreviewFromUrl();
    expect(canChange()).toBe(false);
    expect(canCreateItems(user)).toBe(false);
  });

  it('ends when someone signs in in that tab', () => {
    openAt(previewUrl('preview-token'));
    adoptPreviewFromUrl();
    storeSession({ accessToken: 'new-token', user: testUser() });
    expect(isPreviewing()).toBe(false);
    expect(getAccessToken()).toBe('new-token');
  });
});
