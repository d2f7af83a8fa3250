import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleMessages } from '@portico/contract';
import { mockFetch, ok } from '@test/fetch-mock';
import { authValue, renderWithApp, testUser } from '@test/render';
import { Component as StaffRoute } from './staff';

describe('/console/staff', () => {
  it('tells an editor it is for administrators, without asking the server', async () => {
    const { requests } = mockFetch({});
    renderWithApp(<StaffRoute />, { auth: authValue({ user: testUser({ role: 'editor' }) }) });
    expect(screen.getByRole('heading', { name: 'Administrators only' })).toBeInTheDocument();
    expect(screen.getByText(consoleMessages.adminOnly)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the overview' })).toHaveAttribute('href', '/console');
    expect(requests).toHaveLength(0);
  });

  it('shows the staff to an administrator', async () => {
    mockFetch({ 'GET /api/console/staff': ok({ staff: [] }) });
    renderWithApp(<StaffRoute />, { auth: authValue({ user: testUser({ role: 'admin' }) }) });
    expect(await screen.findByText('No staff yet.')).toBeInTheDocument();
  });
});
