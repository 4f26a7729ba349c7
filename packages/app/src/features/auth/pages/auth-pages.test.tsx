import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import createCache from '@emotion/cache';
import { createTestApiClient, type ApiClient } from '@atlas/api/client';
import { ApiError } from '@atlas/api/http';
import { AppProviders } from '../../../app/AppProviders';
import { RootStore } from '../../../stores/RootStore';
import { testPublicConfig } from '../../../test/fixtures';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';

const user = {
  id: 'u1',
  name: 'Ada Lovelace',
  avatar: null,
  email: 'ada@example.com',
  email_verified: true,
};

function renderPage(
  element: React.ReactNode,
  path: string,
  api: Partial<ApiClient>,
  config = testPublicConfig,
) {
  const store = new RootStore(config, createTestApiClient(api));
  const router = createMemoryRouter(
    [
      { path: '/login', element },
      { path: '/register', element },
      { path: '*', element: <p>Landed on the other page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders store={store} cache={createCache({ key: 'test' })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router };
}

describe('LoginPage', () => {
  it('shows field errors under each field before calling the server', async () => {
    const login = vi.fn();
    renderPage(<LoginPage />, '/login', { login });
    await userEvent.type(screen.getByLabelText(/e-mail address/i), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(/Enter a valid e-mail address/)).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the server refuses', async () => {
    renderPage(<LoginPage />, '/login', {
      login: async () => {
        throw new ApiError(401, 'The e-mail address or password is incorrect.');
      },
    });
    await userEvent.type(screen.getByLabelText(/e-mail address/i), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/password/i), 'wrong password');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('The e-mail address or password is incorrect.')).toBeVisible();
    expect(screen.getByLabelText(/e-mail address/i)).toHaveValue('ada@example.com');
  });

  it('signs in and goes to the local redirect path', async () => {
    const { store, router } = renderPage(<LoginPage />, '/login?redirect=%2Fcompanies%3Fpage%3D2', {
      login: async () => ({
        data: { user, token: 't'.repeat(43), expires_at: '2030-01-01T00:00:00Z' },
      }),
      getProfileCompany: async () => {
        throw new ApiError(404, 'none');
      },
    });
    await userEvent.type(screen.getByLabelText(/e-mail address/i), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/password/i), 'right password');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await screen.findByText('Landed on the other page');
    expect(router.state.location.pathname + router.state.location.search).toBe('/companies?page=2');
    expect(store.user.user?.name).toBe('Ada Lovelace');
  });

  it('ignores a redirect to another site', async () => {
    const { router } = renderPage(<LoginPage />, '/login?redirect=https%3A%2F%2Fevil.example', {
      login: async () => ({
        data: { user, token: 't'.repeat(43), expires_at: '2030-01-01T00:00:00Z' },
      }),
      getProfileCompany: async () => {
        throw new ApiError(404, 'none');
      },
    });
    await userEvent.type(screen.getByLabelText(/e-mail address/i), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/password/i), 'right password');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows a provider button only when the provider is configured', () => {
    renderPage(<LoginPage />, '/login', {}, { ...testPublicConfig, authProviders: ['google'] });
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/auth/google/start',
    );
    expect(screen.queryByRole('link', { name: 'Continue with LinkedIn' })).toBeNull();
  });
});

describe('RegisterPage', () => {
  it('solves the captcha, and puts a server field error under its field', async () => {
    const register = vi.fn(async () => {
      throw new ApiError(409, 'An account with this e-mail address already exists.', [
        {
          field: 'email',
          message: 'An account with this e-mail address already exists. Log in instead?',
        },
      ]);
    });
    renderPage(<RegisterPage />, '/register', {
      register,
      getCaptchaChallenge: async () => ({
        data: {
          provider: 'pow',
          id: '00000000-0000-4000-8000-000000000000',
          challenge: 'abc',
          difficulty: 0,
        },
      }),
    });
    await screen.findByText('Human check passed.');
    await userEvent.type(screen.getByLabelText(/full name/i), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText(/e-mail address/i), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^password/i), 'long enough pw');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText(
        'An account with this e-mail address already exists. Log in instead?',
      ),
    ).toBeInTheDocument();
    expect(register).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'long enough pw',
      captcha: '00000000-0000-4000-8000-000000000000.0',
    });
    expect(screen.getByLabelText(/full name/i)).toHaveValue('Ada Lovelace');
  });
});
