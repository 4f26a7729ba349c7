import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountSettings } from '@atlas/api/endpoints/account-settings';
import { DASHBOARD_TEST_USER, renderDashboard } from './dashboard.test-utils';

/**
 * A saved name is said, and stays said while the page reads the account again with the new name
 * (the section was keyed by the name: the reload remounted it and the message vanished).
 */

function account(name: string): AccountSettings {
  return {
    user: { ...DASHBOARD_TEST_USER, name, email: 'mia@example.com', email_verified: true },
    has_password: true,
    sign_in_providers: [],
    preferences_id: 'prefs',
    pending_email: null,
  };
}

describe('the settings page’s name', () => {
  it('keeps "Your name is saved." after the page has read the new name', async () => {
    let current = account('Mia Member');
    let reads = 0;
    renderDashboard('/dashboard/settings', {
      getAccountSettings: async () => {
        reads += 1;
        return { data: current };
      },
      listAccountSessions: async () => ({ data: { sessions: [] } }),
      renameAccount: async (body) => {
        current = account(body.name.trim());
        return { data: { user: current.user }, message: 'Your name is saved.' };
      },
    });
    const field = await screen.findByRole('textbox', { name: /Display name/ });
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, 'Mia Renamed');
    const before = reads;
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Your name is saved.')).toBeInTheDocument();
    // The page reads the account again; the section shows the new name and still the message.
    await expect.poll(() => reads).toBeGreaterThan(before);
    expect(await screen.findByDisplayValue('Mia Renamed')).toBeInTheDocument();
    expect(screen.getByText('Your name is saved.')).toBeInTheDocument();
  });
});
