import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import createCache from '@emotion/cache';
import { createTestApiClient, type ApiClient } from '@atlas/api/client';
import { ApiError } from '@atlas/api/http';
import { AppProviders } from '../../../app/AppProviders';
import { RootStore } from '../../../stores/RootStore';
import { testPublicConfig } from '../../../test/fixtures';
import { ActivateAccountPage } from './ActivateAccountPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { VerifyEmailPage } from './VerifyEmailPage';

/**
 * Issue 33 (9): every way into sign-up and sign-in keeps where the person was going — the
 * links between the pages, the e-mailed links (through the calls that send them) and the login
 * at the end — and only ever a page of this site.
 */

const FORM = '/companies/submit';
const Q = `?redirect=${encodeURIComponent(FORM)}`;

const pow = {
  getCaptchaChallenge: async () => ({
    data: {
      provider: 'pow' as const,
      id: '00000000-0000-4000-8000-000000000000',
      challenge: 'abc',
      difficulty: 0,
    },
  }),
};

function renderPage(element: React.ReactNode, path: string, api: Partial<ApiClient> = {}) {
  const store = new RootStore(testPublicConfig, createTestApiClient({ ...pow, ...api }));
  const router = createMemoryRouter(
    [
      { path: '/login', element },
      { path: '/register', element },
      { path: '/forgot', element },
      { path: '/email/account/activate', element },
      { path: '/email/verify/:id/:hash', element },
      { path: '/password/reset', element },
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

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('the way back through sign-up and sign-in', () => {
  it('the login keeps it on its ways to sign up, to a new link and to a new password', async () => {
    renderPage(<LoginPage />, `/login${Q}`, {
      login: async () => {
        throw new ApiError(403, 'Verify your e-mail address first.');
      },
    });
    expect(hrefOf('Create an account')).toBe(`/register${Q}`);
    expect(hrefOf('Forgot your password?')).toBe(`/forgot${Q}`);
    await userEvent.type(screen.getByLabelText(/e-mail address/i), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/password/i), 'right password');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Send me a new link' })).toHaveAttribute(
      'href',
      `/email/account/activate?email=ada%40example.com&redirect=${encodeURIComponent(FORM)}`,
    );
  });

  it('sign-up sends it with the account (its e-mailed link carries it) and keeps it on its links', async () => {
    const register = vi.fn<ApiClient['register']>(async () => ({ message: 'Check your inbox.' }));
    renderPage(<RegisterPage />, `/register${Q}`, { register });
    expect(hrefOf('Log in')).toBe(`/login${Q}`);
    await userEvent.type(screen.getByLabelText(/full name/i), 'Ada Lovelace');
    await screen.findByText('Human check passed.');
    await userEvent.type(screen.getByLabelText(/e-mail address/i), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^password/i), 'long enough pw');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Check your inbox.')).toBeVisible();
    expect(register).toHaveBeenCalledWith(expect.objectContaining({ redirect: FORM }));
    expect(hrefOf('Send the verification link again')).toBe(`/email/account/activate${Q}`);
  });

  it('the verified link’s login goes back there', async () => {
    const path = `/email/verify/00000000-0000-4000-8000-000000000000/${'a'.repeat(43)}${Q}`;
    renderPage(<VerifyEmailPage />, path, {
      verifyEmail: async () => ({ message: 'Your e-mail address is verified.' }),
    });
    expect(await screen.findByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      `/login${Q}`,
    );
  });

  it('a link that no longer works offers a new one that keeps it', async () => {
    const path = `/email/verify/00000000-0000-4000-8000-000000000000/${'a'.repeat(43)}${Q}`;
    renderPage(<VerifyEmailPage />, path, {
      verifyEmail: async () => {
        throw new ApiError(410, 'This verification link has already been used.');
      },
    });
    expect(await screen.findByRole('link', { name: 'Send a new link' })).toHaveAttribute(
      'href',
      `/email/account/activate${Q}`,
    );
  });

  it('a new verification link is asked for with it', async () => {
    const resendVerification = vi.fn<ApiClient['resendVerification']>(async () => ({
      message: 'A new link is on its way.',
    }));
    renderPage(
      <ActivateAccountPage />,
      `/email/account/activate?email=ada%40example.com&redirect=${encodeURIComponent(FORM)}`,
      { resendVerification },
    );
    await userEvent.click(screen.getByLabelText(/e-mail address/i));
    await screen.findByText('Human check passed.');
    await userEvent.click(screen.getByRole('button', { name: 'Send the Link Again' }));
    expect(await screen.findByText('A new link is on its way.')).toBeVisible();
    expect(resendVerification).toHaveBeenCalledWith({
      email: 'ada@example.com',
      captcha: '00000000-0000-4000-8000-000000000000.0',
      redirect: FORM,
    });
  });

  it('a reset link is asked for with it, and the way back to the login keeps it', async () => {
    const forgotPassword = vi.fn<ApiClient['forgotPassword']>(async () => ({ message: 'Sent.' }));
    renderPage(<ForgotPasswordPage />, `/forgot${Q}`, { forgotPassword });
    expect(hrefOf('Back to log in')).toBe(`/login${Q}`);
    await userEvent.type(screen.getByLabelText(/e-mail address/i), 'ada@example.com');
    await screen.findByText('Human check passed.');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Sent.')).toBeVisible();
    expect(forgotPassword).toHaveBeenCalledWith({
      email: 'ada@example.com',
      captcha: '00000000-0000-4000-8000-000000000000.0',
      redirect: FORM,
    });
  });

  it('the reset link’s page logs in back there', () => {
    renderPage(
      <ResetPasswordPage />,
      `/password/reset?id=x&token=y&redirect=${encodeURIComponent(FORM)}`,
    );
    expect(hrefOf('Back to log in')).toBe(`/login${Q}`);
  });
});

describe('only a page of this site is a way back', () => {
  it.each([
    ['another host', '//evil.example/x'],
    ['a scheme', 'https://evil.example/x'],
    ['a backslash', '/\\evil.example'],
    ['a backslash further on', '/companies\\..\\evil.example'],
  ])('%s is dropped from the links and the calls', async (_what, target) => {
    const register = vi.fn<ApiClient['register']>(async () => ({ message: 'Check your inbox.' }));
    renderPage(<RegisterPage />, `/register?redirect=${encodeURIComponent(target)}`, {
      register,
    });
    expect(hrefOf('Log in')).toBe('/login');
    await userEvent.type(screen.getByLabelText(/full name/i), 'Ada Lovelace');
    await screen.findByText('Human check passed.');
    await userEvent.type(screen.getByLabelText(/e-mail address/i), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^password/i), 'long enough pw');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByText('Check your inbox.');
    expect(register).toHaveBeenCalledWith(
      expect.not.objectContaining({ redirect: expect.anything() }),
    );
  });

  it('the login goes home instead of through a backslash', async () => {
    const { router } = renderPage(
      <LoginPage />,
      `/login?redirect=${encodeURIComponent('/companies\\..\\evil.example')}`,
      {
        login: async () => ({
          data: {
            user: {
              id: 'u1',
              name: 'Ada Lovelace',
              avatar: null,
              email: 'ada@example.com',
              email_verified: true,
            },
            token: 't'.repeat(43),
            expires_at: '2030-01-01T00:00:00Z',
          },
        }),
        getProfileCompany: async () => {
          throw new ApiError(404, 'none');
        },
      },
    );
    expect(hrefOf('Create an account')).toBe('/register');
    await userEvent.type(screen.getByLabelText(/e-mail address/i), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/password/i), 'right password');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
