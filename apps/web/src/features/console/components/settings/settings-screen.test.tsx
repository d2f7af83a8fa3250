import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { settingsMessages, validationMessages } from '@portico/contract';
import { mockFetch, ok } from '@test/fetch-mock';
import { renderWithApp } from '@test/render';
import { portalSettings } from '@test/console/fixtures';
import { SettingsScreen } from './settings-screen';

const saved = (data: ReturnType<typeof portalSettings>, message: string) => () => ({
  body: { success: true as const, data, message },
});

describe('SettingsScreen', () => {
  it('saves only the settings that changed and starts again from what the server saved', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({
      'GET /api/console/settings': ok(portalSettings()),
      'PATCH /api/console/settings': saved(
        portalSettings({ description: 'New words', grantAllBoards: false }),
        settingsMessages.settingsSaved,
      ),
    });
    renderWithApp(<SettingsScreen />);
    const description = await screen.findByRole('textbox', { name: 'Description' });
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await user.clear(description);
    await user.type(description, 'New words');
    const grantAll = screen.getByRole('switch', { name: 'New clients see every board' });
    expect(grantAll).toBeChecked();
    await user.click(grantAll);
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findAllByText(settingsMessages.settingsSaved)).toHaveLength(1);
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      description: 'New words',
      grantAllBoards: false,
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled());
    expect(screen.getByRole('switch', { name: 'New clients see every board' })).not.toBeChecked();
  });

  it('checks the name with the request schema before sending anything', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({ 'GET /api/console/settings': ok(portalSettings()) });
    renderWithApp(<SettingsScreen />);
    await user.clear(await screen.findByRole('textbox', { name: 'Portal name' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/name/i);
    expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  });

  it('offers the signup methods by name', async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /api/console/settings': ok(portalSettings()) });
    renderWithApp(<SettingsScreen />);
    const signup = await screen.findByRole('combobox', { name: 'Signup' });
    expect(signup).toHaveTextContent('Anyone may sign up, staff approve');
    await user.click(signup);
    expect(await screen.findByRole('option', { name: 'Invitation only' })).toBeInTheDocument();
  });

  it("uploads a logo and shows the server's refusal of a file that is no image", async () => {
    const user = userEvent.setup({ applyAccept: false });
    let calls = 0;
    const { requests } = mockFetch({
      'GET /api/console/settings': ok(portalSettings()),
      'PUT /api/console/settings/logo': () => {
        calls += 1;
        return calls === 1
          ? { status: 400, body: { success: false, message: validationMessages.notAnImage } }
          : saved(portalSettings({ logo: '/api/files/logo.png' }), settingsMessages.logoSaved)();
      },
    });
    renderWithApp(<SettingsScreen />);
    await screen.findByText('No logo yet');
    const branding = screen.getByRole('region', { name: 'Branding' });
    const input = within(branding).getByLabelText('Logo image');
    await user.upload(input, new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
    expect(await within(branding).findByRole('alert')).toHaveTextContent(validationMessages.notAnImage);

    await user.upload(input, new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findAllByText(settingsMessages.logoSaved)).toHaveLength(1);
    expect(await within(branding).findByRole('img', { name: 'Current logo' })).toHaveAttribute(
      'src',
      '/api/files/logo.png',
    );
    const body = requests.at(-1)?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('logo')).toBeInstanceOf(File);
    expect(within(branding).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('removes the logo after asking', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/console/settings': ok(portalSettings({ logo: '/api/files/logo.png' })),
      'DELETE /api/console/settings/logo': saved(portalSettings(), settingsMessages.logoRemoved),
    });
    renderWithApp(<SettingsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Remove the logo?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove logo' }));
    expect(await screen.findAllByText(settingsMessages.logoRemoved)).toHaveLength(1);
    expect(await screen.findByText('No logo yet')).toBeInTheDocument();
  });

  it('shows the plan read-only', async () => {
    mockFetch({ 'GET /api/console/settings': ok(portalSettings({ subscriptionPlan: 'Enterprise' })) });
    renderWithApp(<SettingsScreen />);
    const card = await screen.findByRole('region', { name: 'Subscription' });
    expect(await within(card).findByText('Enterprise')).toBeInTheDocument();
    expect(within(card).getByText(/managed by the operator/)).toBeInTheDocument();
  });
});
