import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import createCache from '@emotion/cache';
import { createTestApiClient, type ApiClient } from '@atlas/api/client';
import { OAUTH_ERRORS } from '@atlas/api/endpoints/oauth-sign-in';
import { ApiError } from '@atlas/api/http';
import { AppProviders } from '../../../app/AppProviders';
import { RootStore } from '../../../stores/RootStore';
import { testPublicConfig } from '../../../test/fixtures';
import { ActivateAccountPage } from './ActivateAccountPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';
import { ResetPasswordPage } from './ResetPasswordPage';

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
      { path: '/forgot', element },
      { path: '/email/account/activate', element },
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

/** A captcha challenge answered at once; counts how often one was asked for. */
function captchaChallenge() {
  return vi.fn(async () => ({
    data: {
      provider: 'pow' as const,
      id: '00000000-0000-4000-8000-000000000000',
      challenge: 'abc',
      difficulty: 0,
    },
  }));
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

  it('offers a new link when the account is not verified yet', async () => {
    renderPage(<LoginPage />, '/login', {
      login: async () => {
        throw new ApiError(403, 'Verify your e-mail address first.');
      },
    });
    await userEvent.type(screen.getByLabelText(/e-mail address/i), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/password/i), 'right password');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Verify your e-mail address first. Send me a new link');
    expect(within(alert).getByRole('link', { name: 'Send me a new link' })).toHaveAttribute(
      'href',
      '/email/account/activate?email=ada%40example.com',
    );
  });

  it('shows the error of a provider sign-in named in the address', () => {
    renderPage(<LoginPage />, '/login?oauth_error=denied', {});
    expect(screen.getByRole('alert')).toHaveTextContent(OAUTH_ERRORS.denied);
  });

  /** Logs in with the right password, starting from `path`. */
  async function logInFrom(path: string) {
    const rendered = renderPage(<LoginPage />, path, {
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
    return rendered;
  }

  it('signs in and goes to the local redirect path', async () => {
    const { store, router } = await logInFrom('/login?redirect=%2Fcompanies%3Fpage%3D2');
    await screen.findByText('Landed on the other page');
    expect(router.state.location.pathname + router.state.location.search).toBe('/companies?page=2');
    expect(store.user.user?.name).toBe('Ada Lovelace');
  });

  it('ignores a redirect to another site', async () => {
    const { router } = await logInFrom('/login?redirect=https%3A%2F%2Fevil.example');
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
    await userEvent.type(screen.getByLabelText(/full name/i), 'Ada Lovelace');
    await screen.findByText('Human check passed.');
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

describe('ForgotPasswordPage', () => {
  it('names the refused field, keeps the address and asks for a new captcha', async () => {
    const getCaptchaChallenge = captchaChallenge();
    const forgotPassword = vi
      .fn<ApiClient['forgotPassword']>()
      .mockRejectedValueOnce(
        new ApiError(400, 'email: refused', [{ field: 'email', message: 'No such address here' }]),
      )
      .mockResolvedValueOnce({ message: 'Check your inbox for the link.' });
    renderPage(<ForgotPasswordPage />, '/forgot', { forgotPassword, getCaptchaChallenge });
    await userEvent.type(screen.getByLabelText(/e-mail address/i), 'ada@example.com');
    await screen.findByText('Human check passed.');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    const email = screen.getByLabelText(/e-mail address/i);
    await waitFor(() => expect(email).toHaveAccessibleDescription('No such address here'));
    expect(email).toHaveValue('ada@example.com');
    await waitFor(() => expect(getCaptchaChallenge).toHaveBeenCalledTimes(2));

    await screen.findByText('Human check passed.');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Check your inbox for the link.')).toBeVisible();
    expect(forgotPassword).toHaveBeenLastCalledWith({
      email: 'ada@example.com',
      captcha: '00000000-0000-4000-8000-000000000000.0',
    });
    expect(screen.queryByRole('form', { name: 'Reset your password' })).toBeNull();
  });
});

describe('ActivateAccountPage', () => {
  it('fills in the address of the link, and keeps the form for another try', async () => {
    const getCaptchaChallenge = captchaChallenge();
    const resendVerification = vi.fn<ApiClient['resendVerification']>(async () => ({
      message: 'A new link is on its way.',
    }));
    renderPage(<ActivateAccountPage />, '/email/account/activate?email=ada%40example.com', {
      resendVerification,
      getCaptchaChallenge,
    });
    expect(screen.getByLabelText(/e-mail address/i)).toHaveValue('ada@example.com');
    await userEvent.click(screen.getByLabelText(/e-mail address/i));
    await screen.findByText('Human check passed.');
    await userEvent.click(screen.getByRole('button', { name: 'Send the Link Again' }));
    expect(await screen.findByText('A new link is on its way.')).toBeVisible();
    // The answer was spent: a new one is fetched for the next try.
    await waitFor(() => expect(getCaptchaChallenge).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('form', { name: 'Send the link again' })).toBeVisible();
  });
});

describe('ResetPasswordPage', () => {
  it('says what is wrong with the link and where to get a new one', async () => {
    const resetPassword = vi.fn<ApiClient['resetPassword']>();
    renderPage(<ResetPasswordPage />, '/password/reset', { resetPassword });
    await userEvent.type(
      screen.getByLabelText(/new password/i, { selector: 'input' }),
      'long enough pw',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save New Password' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This reset link is not valid Ask for a new link');
    expect(within(alert).getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot',
    );
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('says a refusal of the server above the form, with the way to a new link', async () => {
    const link = `?id=00000000-0000-4000-8000-000000000000&token=${'a'.repeat(43)}`;
    renderPage(<ResetPasswordPage />, `/password/reset${link}`, {
      resetPassword: async () => {
        throw new ApiError(410, 'This link has expired.');
      },
    });
    await userEvent.type(
      screen.getByLabelText(/new password/i, { selector: 'input' }),
      'long enough pw',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired. Ask for a new link',
    );
    expect(screen.getByLabelText(/new password/i, { selector: 'input' })).toHaveValue(
      'long enough pw',
    );
  });
});
