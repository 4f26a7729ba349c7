import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import createCache from '@emotion/cache';
import { createTestApiClient } from '@atlas/api/client';
import { AppProviders } from '../../../app/AppProviders';
import { RootStore } from '../../../stores/RootStore';
import { testPublicConfig } from '../../../test/fixtures';
import { CAPTCHA_NEEDS_SCRIPT, type SubmittedForm } from '../../../shared/forms/form-action';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';

/**
 * A page that is the answer to its form posted before the script ran (issue 33): it starts from
 * the action's messages and values, as the server rendered it.
 */
function renderAnswered(element: React.ReactNode, path: string, answer?: SubmittedForm) {
  const store = new RootStore(
    testPublicConfig,
    createTestApiClient({
      getCaptchaChallenge: () => new Promise(() => {}),
    }),
  );
  const router = createMemoryRouter([{ id: 'page', path, element, action: () => null }], {
    initialEntries: [path],
    hydrationData: answer ? { loaderData: {}, actionData: { page: answer } } : { loaderData: {} },
  });
  render(
    <AppProviders store={store} cache={createCache({ key: 'test' })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('the account forms', () => {
  it.each([
    ['Log in', <LoginPage key="login" />, '/login'],
    ['Create your account', <RegisterPage key="register" />, '/register'],
    ['Reset your password', <ForgotPasswordPage key="forgot" />, '/forgot'],
  ] as const)('"%s" is posted, never sent in the address', (name, element, path) => {
    renderAnswered(element, path);
    expect(screen.getByRole('form', { name })).toHaveAttribute('method', 'post');
  });

  it('shows the posted login’s messages and address, never its password', () => {
    renderAnswered(<LoginPage />, '/login', {
      values: { email: 'ada@example.com' },
      fields: [{ field: 'password', message: 'Enter your password' }],
      formError: 'The e-mail address or password is incorrect.',
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The e-mail address or password is incorrect.',
    );
    expect(screen.getByLabelText(/e-mail address/i)).toHaveValue('ada@example.com');
    expect(screen.getByLabelText(/password/i)).toHaveValue('');
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
  });

  it('asks to wait for the captcha and keeps what was typed on the register form', () => {
    renderAnswered(<RegisterPage />, '/register', {
      values: { name: 'Grace Hopper', email: 'grace@example.com' },
      fields: [],
      formError: CAPTCHA_NEEDS_SCRIPT,
    });
    expect(screen.getByRole('alert')).toHaveTextContent(CAPTCHA_NEEDS_SCRIPT);
    expect(screen.getByLabelText(/full name/i)).toHaveValue('Grace Hopper');
    expect(screen.getByLabelText(/e-mail address/i)).toHaveValue('grace@example.com');
  });

  it('shows the success of a posted form', () => {
    renderAnswered(<ForgotPasswordPage />, '/forgot', {
      values: {},
      fields: [],
      formError: null,
      done: 'If an account exists, we sent a link.',
    });
    expect(screen.getByText('If an account exists, we sent a link.')).toBeInTheDocument();
  });
});
