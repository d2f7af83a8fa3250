import { expect, signIn, test, toast } from './support/fixtures';

test('feedback: required fields, a failure keeps the text, success resets and closes', async ({ page }) => {
  await signIn(page, 'acme', 'feedback@acme.test');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Feedback' });
  await expect(dialog).toContainText('Your feedback helps us improve and serve you better.');

  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Summary is required')).toBeVisible();
  await expect(dialog.getByText('Details are required')).toBeVisible();

  // Details grows from 4 to 6 rows, then scrolls.
  const details = dialog.getByLabel('Details');
  const height = () => details.evaluate((el) => el.getBoundingClientRect().height);
  const fourRows = await height();
  await details.fill('line\n'.repeat(5));
  const sixRows = await height();
  expect(sixRows).toBeGreaterThan(fourRows);
  await details.fill('line\n'.repeat(12));
  expect(await height()).toBe(sixRows);

  await dialog.getByLabel('Summary').fill('The export button');
  await details.fill('It would help to export a board as CSV.');

  // A failing send: one error toast, the dialog stays with the text.
  await page.route('**/api/feedback/send-feedback', (route) =>
    route.fulfill({ status: 503, json: { success: false, message: 'Feedback is resting.' } }),
  );
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Error!')).toHaveCount(1);
  await expect(toast(page, 'Error!')).toContainText('Feedback is resting.');
  await expect(dialog.getByLabel('Summary')).toHaveValue('The export button');

  // While sending, the dialog cannot be closed.
  await page.unroute('**/api/feedback/send-feedback');
  let release = () => {};
  await page.route('**/api/feedback/send-feedback', async (route) => {
    await new Promise<void>((resolve) => (release = resolve));
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-busy', 'true');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  release();

  await expect(toast(page, 'Success!')).toHaveCount(1);
  await expect(toast(page, 'Success!')).toContainText('Feedback sent successfully');
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('dialog', { name: 'Feedback' }).getByLabel('Summary')).toHaveValue('');
});
