import { expect, tenantUrl, test } from './support/fixtures';

test('any other path shows 404 Page not found, and Go back to safety leads home', async ({ page }) => {
  await page.goto(tenantUrl('acme', '/no/such/page'));
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
  await expect(page.getByText('Page not found')).toBeVisible();
  await page.getByRole('button', { name: 'Go back to safety' }).click();
  // Home without a session continues to sign-in; history was replaced on the way.
  await expect(page).toHaveURL(tenantUrl('acme', '/auth/login'));
});

test('/error shows the defaults, or what the navigation state carries; Refresh Page reloads the root', async ({
  page,
}) => {
  await page.goto(tenantUrl('acme', '/error'));
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText('An unexpected error occurred. Please try again later.')).toBeVisible();

  // A screen may send its error along in the navigation state.
  await page.evaluate(() => {
    window.history.pushState(
      {
        usr: { error: { status: 500, title: 'Board unavailable', message: 'The board could not load.' } },
        key: 'x',
        idx: 1,
      },
      '',
      '/error',
    );
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await expect(page.getByText('500', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Board unavailable' })).toBeVisible();

  const reload = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Refresh Page' }).click();
  await reload;
  await expect(page).toHaveURL(tenantUrl('acme', '/auth/login'));
});
