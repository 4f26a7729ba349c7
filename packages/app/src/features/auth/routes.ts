import { data, redirectDocument, type RouteObject } from 'react-router-dom';
import { oauthStartUrl } from '@atlas/api/oauth';
import type { OAuthProvider } from '@atlas/api/entities/user';
import { safeRedirectPath } from '@atlas/api/validation-rules';
import type { FeatureRoutes, RouteDependencies } from '../../shared/routing/feature-routes';
import type { RouteHandle } from '../../shared/routing/head';

const noindex = (title: string, description: string): RouteHandle => ({
  head: () => ({ title, description, noindex: true }),
});

/**
 * The account pages of SPEC §2 "Auth and email", as children of the default layout. Guest-only
 * pages (log in, register, forgot) send a signed-in user away through the 'guest-only' guard
 * (SPEC §4 "Route guards", shared/routing/guards.ts).
 */
export function createAuthRoutes({ api, store }: RouteDependencies): FeatureRoutes {
  const oauth = (provider: OAuthProvider): RouteObject => ({
    path: `login/${provider}`,
    loader: ({ request }) => {
      const config = store?.config;
      if (!config?.authProviders?.includes(provider)) throw data(null, { status: 404 });
      const target = new URL(request.url).searchParams.get('redirect');
      // The API answers with a redirect to the provider: a full page load, not a router navigation.
      throw redirectDocument(
        oauthStartUrl(config.apiBaseUrl, provider, target ? safeRedirectPath(target) : undefined),
      );
    },
    element: null,
  });

  const pages: RouteObject[] = [
    {
      path: 'login',
      // The form posted by the browser itself, before the page's script ran (issue 33).
      action: async (args) => (await import('./actions')).loginAction(api, args),
      lazy: async () => ({ Component: (await import('./pages/LoginPage')).LoginPage }),
      handle: {
        name: 'login',
        guards: ['guest-only'],
        keepAlive: false,
        head: () => ({
          title: 'Log In',
          description: 'Log in to manage your company profile, inbox and reviews.',
        }),
      } satisfies RouteHandle,
    },
    oauth('google'),
    oauth('linkedin'),
    {
      path: 'register',
      action: async (args) => (await import('./actions')).registerAction(api, args),
      lazy: async () => ({ Component: (await import('./pages/RegisterPage')).RegisterPage }),
      handle: {
        name: 'register',
        guards: ['guest-only'],
        keepAlive: false,
        head: () => ({
          title: 'Create an Account',
          description: 'Create a free account to get your company listed and manage its profile.',
        }),
      } satisfies RouteHandle,
    },
    {
      path: 'logout',
      lazy: async () => ({ Component: (await import('./pages/LogoutPage')).LogoutPage }),
      handle: noindex('Logging Out', 'Ending your session.'),
    },
    {
      path: 'forgot',
      action: async (args) => (await import('./actions')).forgotPasswordAction(api, args),
      lazy: async () => ({
        Component: (await import('./pages/ForgotPasswordPage')).ForgotPasswordPage,
      }),
      handle: {
        name: 'forgot',
        guards: ['guest-only'],
        keepAlive: false,
        head: () => ({
          title: 'Forgot Your Password?',
          description: 'Get a link to choose a new password for your account.',
        }),
      } satisfies RouteHandle,
    },
    {
      path: 'password/reset',
      action: async (args) => (await import('./actions')).resetPasswordAction(api, args),
      lazy: async () => ({
        Component: (await import('./pages/ResetPasswordPage')).ResetPasswordPage,
      }),
      handle: noindex('Choose a New Password', 'Choose a new password for your account.'),
    },
    {
      path: 'email/account/activate',
      // Posted before the page's script ran (issue 33): the address kept, the page asks to wait.
      action: async (args) =>
        (await import('../../shared/forms/form-action')).keepTypedAction(['email'])(args),
      lazy: async () => ({
        Component: (await import('./pages/ActivateAccountPage')).ActivateAccountPage,
      }),
      handle: noindex(
        'Activate Your Account',
        'Verify your e-mail address to activate your account.',
      ),
    },
    {
      path: 'email/verify/:id?/:hash',
      lazy: async () => ({ Component: (await import('./pages/VerifyEmailPage')).VerifyEmailPage }),
      handle: noindex('Verify Your E-mail Address', 'Confirm your e-mail address.'),
    },
    {
      path: 'email/preferences/manage/:id?',
      loader: async ({ params, request }) => {
        if (!params.id) throw data(null, { status: 404 });
        try {
          return await api.getEmailPreferences(params.id, request.signal);
        } catch {
          throw data(null, { status: 404 });
        }
      },
      lazy: async () => ({
        Component: (await import('./pages/EmailPreferencesPage')).EmailPreferencesPage,
      }),
      handle: noindex('E-mail Preferences', 'Choose which e-mails you receive.'),
    },
    {
      path: 'email/unsubscribe/:email?/:company?',
      lazy: async () => ({ Component: (await import('./pages/UnsubscribePage')).UnsubscribePage }),
      handle: noindex('Unsubscribe', 'Stop optional e-mails.'),
    },
  ];
  return { default: pages };
}
