import { type Locator, type Page, expect } from '@playwright/test';
import { PASSWORD, type TenantSlug } from './seed-data';

const hasFocus = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement).catch(() => false);

/**
 * Presses Tab (Shift+Tab with `backward`) until `target` has the focus, as a keyboard user would, failing
 * after `max` presses. The target must exist: a missing one fails at once, not after `max` presses.
 */
export const tabTo = async (
  page: Page,
  target: Locator,
  { max = 40, backward = false }: { max?: number; backward?: boolean } = {},
) => {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(backward ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `${target} not reached in ${max} presses of Tab`).toBeFocused({ timeout: 1 });
};

const REVERSE: Record<string, string> = {
  ArrowDown: 'ArrowUp',
  ArrowUp: 'ArrowDown',
  ArrowRight: 'ArrowLeft',
  ArrowLeft: 'ArrowRight',
};

/** What has the focus, as text to compare (the element itself cannot leave the page). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName}#${el.id}:${el.textContent?.slice(0, 80)}` : '';
  });

/**
 * Presses `key` (an arrow inside a menu, listbox or radio group) until `target` has the focus, failing
 * after `max` presses. When the focus stops moving (an end of the list) it goes the other way.
 */
export const arrowTo = async (page: Page, target: Locator, key = 'ArrowDown', max = 30) => {
  await expect(target).toBeVisible();
  let direction = key;
  for (let i = 0; i < max; i += 1) {
    if (await hasFocus(target)) return;
    const before = await focused(page);
    await page.keyboard.press(direction);
    if ((await focused(page)) === before) direction = REVERSE[direction] ?? direction;
  }
  await expect(target, `${target} not reached in ${max} presses of ${key}`).toBeFocused({ timeout: 1 });
};

/** Replaces the text of the focused field, by keyboard: select all, then type. */
export const retype = async (page: Page, text: string) => {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
};

/** Types each value into a field of a form, from the focused one on, pressing Tab between them. */
export const typeFields = async (page: Page, values: readonly string[]) => {
  for (const [i, value] of values.entries()) {
    if (i > 0) await page.keyboard.press('Tab');
    await page.keyboard.type(value);
  }
};

/**
 * Opens a console section by its link in the sidebar: reached backwards from the page (Shift+Tab), or
 * `forward` from the top when the focus is on the page's body.
 */
export const tabToSection = async (page: Page, name: string, { forward = false } = {}) => {
  const link = page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name });
  await tabTo(page, link, { backward: !forward, max: 60 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
};

/**
 * Records every pointer press on the page, across reloads (a keyboard's Enter or Space makes a click, but
 * never a pointerdown or mousedown), so a keyboard-only test can say at its end that no pointer was used.
 * Call before the first navigation; `pointerPresses` answers what was pressed.
 */
export const recordPointerPresses = (page: Page) =>
  page.addInitScript(() => {
    const record = (event: Event) => {
      const target = event.target instanceof Element ? event.target.outerHTML.slice(0, 80) : '';
      const seen = JSON.parse(sessionStorage.getItem('pointerPresses') ?? '[]') as string[];
      sessionStorage.setItem('pointerPresses', JSON.stringify([...seen, `${event.type}: ${target}`]));
    };
    window.addEventListener('pointerdown', record, true);
    window.addEventListener('mousedown', record, true);
  });

export const pointerPresses = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('pointerPresses') ?? '[]') as string[]);

/** A JSON call to the API with the page's session (setup only: the flows themselves are by keyboard). */
const api = <T>(page: Page, method: string, url: string, body?: unknown) =>
  page.evaluate(
    async ({ method, url, body }) => {
      const token = localStorage.getItem('accessToken');
      const res = await fetch(url, {
        method,
        headers: {
          ...(token && { authorization: `Bearer ${token}` }),
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: unknown }).data;
    },
    { method, url, body },
  ) as Promise<T>;

/**
 * A signup awaiting approval, on a tenant that may be closed to signups: with an administrator's session
 * on the page, signups are opened for a moment (through the API), the person signs up, and the tenant's
 * signup method is put back. The new client may open every board but `except` (new clients get every
 * board on tenants that grant them all, which would change other tests' counts of a board's clients).
 */
export const seedPendingClient = async (
  page: Page,
  slug: TenantSlug,
  person: { name: string; email: string },
  { except }: { except?: string } = {},
) => {
  const settings = await api<{ signupMethod: string }>(page, 'GET', '/api/console/settings');
  await api(page, 'PATCH', '/api/console/settings', { signupMethod: 'signup-with-admin-approval' });
  try {
    await api(page, 'POST', '/api/auth/signup', { slug, ...person, password: PASSWORD });
  } finally {
    await api(page, 'PATCH', '/api/console/settings', { signupMethod: settings.signupMethod });
  }
  const { clients } = await api<{ clients: Array<{ id: string }> }>(
    page,
    'GET',
    `/api/console/clients?${new URLSearchParams({ search: person.email })}`,
  );
  const id = clients.length === 1 ? clients[0]?.id : undefined;
  if (!id) throw new Error(`The signup of ${person.email} is missing`);
  if (except === undefined) return;
  const { boards } = await api<{ boards: Array<{ id: string; name: string }> }>(
    page,
    'GET',
    `/api/console/clients/${id}/boards`,
  );
  const boardIds = boards.filter((b) => b.name !== except).map((b) => b.id);
  await api(page, 'PUT', `/api/console/clients/${id}/boards`, { boardIds });
};
