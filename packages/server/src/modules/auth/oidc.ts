import * as oidc from 'openid-client';
import type { OAuthProvider } from '@atlas/api/entities/user';
import type { AuthConfig, OAuthProviderConfig } from '../../config';
import { HttpError } from '../../plugins/errors';

function isLocalIssuer(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/**
 * The configured OpenID providers (Google, LinkedIn): their settings, and their discovered
 * configuration, fetched once per process (concurrent sign-ins share one discovery; a failed one
 * is tried again by the next).
 */
export function createOidcProviders(oauth: AuthConfig['oauth']) {
  const discovered = new Map<OAuthProvider, Promise<oidc.Configuration>>();

  /** A provider's settings; a provider that is not configured is a 404. */
  function settings(name: OAuthProvider): OAuthProviderConfig {
    const found = oauth[name];
    if (!found) throw new HttpError(404, `Sign-in with ${name} is not available.`);
    return found;
  }

  function discover(name: OAuthProvider): Promise<oidc.Configuration> {
    let found = discovered.get(name);
    if (!found) {
      const provider = settings(name);
      found = oidc.discovery(
        new URL(provider.issuer),
        provider.clientId,
        provider.clientSecret,
        undefined,
        // Plain HTTP only for a provider on this machine (the tests' local OpenID provider).
        isLocalIssuer(provider.issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
      );
      found.catch(() => discovered.delete(name));
      discovered.set(name, found);
    }
    return found;
  }

  return { settings, discover };
}

export type OidcProviders = ReturnType<typeof createOidcProviders>;
