import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import createCache from '@emotion/cache';
import { createTestApiClient } from '@atlas/api/client';
import { AppProviders } from '../app/AppProviders';
import { RootStore } from '../stores/RootStore';
import { testPublicConfig } from '../test/fixtures';
import { SiteHeader } from './SiteHeader';

function renderHeader(store: RootStore) {
  const router = createMemoryRouter([{ path: '*', element: <SiteHeader /> }]);
  render(
    <AppProviders store={store} cache={createCache({ key: 'test' })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('the header user box', () => {
  it('offers Log In and Get Listed to a signed-out visitor', () => {
    renderHeader(new RootStore(testPublicConfig, createTestApiClient()));
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Get Listed' })).toHaveAttribute(
      'href',
      '/companies/get-listed',
    );
  });

  it('shows the name and an avatar menu to a signed-in user', async () => {
    const store = new RootStore(testPublicConfig, createTestApiClient());
    store.user.setUser({ id: 'u1', name: 'Ada Lovelace', avatar: null });
    renderHeader(store);
    expect(screen.queryByRole('link', { name: 'Log In' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Dashboard',
      'My Company',
      'Get Support',
      'Logout',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveAttribute('href', '/logout');
    // My Company opens the company's dashboard page, one link from the editor (issue 19).
    expect(screen.getByRole('menuitem', { name: 'My Company' })).toHaveAttribute(
      'href',
      '/dashboard/company',
    );
  });

  it('draws the initials in the avatar, hidden from the button’s name', () => {
    const store = new RootStore(testPublicConfig, createTestApiClient());
    store.user.setUser({ id: 'u1', name: 'Ada Augusta King Lovelace', avatar: null });
    renderHeader(store);
    const button = screen.getByRole('button', { name: 'Ada Augusta King Lovelace' });
    expect(button).toHaveTextContent(/^AL/);
  });
});
