import { SESSION_COOKIE_NAME } from '@atlas/api/entities/user';
import { ApiError } from '@atlas/api/http';
import { parseCookieHeader } from '@atlas/api/variants';
import type { Stores } from '../../shared/stores/StoresContext';
import { paths } from '../../config/paths';

/** Pages a signed-out visitor uses to get in; a dead session on them is cleared without a detour. */
const GUEST_PATHS = [
  /^\/login(\/|$)/,
  /^\/register$/,
  /^\/logout$/,
  /^\/forgot$/,
  /^\/password\/reset$/,
  /^\/email\//,
];

/**
 * One cookie from a Cookie header, read by the contract's one cookie reader (an undecodable value
 * is kept as sent, never an error: a bad cookie must not break a page).
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  const cookies = parseCookieHeader(header);
  return Object.hasOwn(cookies, name) ? cookies[name] : undefined;
}

export function clearSessionCookieHeader(canonicalUrl: string): string {
  const secure = canonicalUrl.startsWith('https:') ? '; Secure' : '';
  return `${SESSION_COOKIE_NAME}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`;
}

export interface SessionOutcome {
  /** Set-Cookie that clears a session the server no longer accepts. */
  clearCookie?: string;
  /** Where to send the visitor instead of rendering (SPEC §8 "Token check failure"). */
  redirect?: string;
}

/**
 * SPEC §4: while rendering on the server, a stored session cookie is verified through the API
 * (the cookie is forwarded); a valid one fills the user store (and the company, whose errors are
 * ignored), a rejected one is cleared and the visitor sent to /login.
 */
export async function restoreSession(
  store: Stores,
  cookieHeader: string | undefined,
  url: URL,
): Promise<SessionOutcome> {
  if (!readCookie(cookieHeader, SESSION_COOKIE_NAME)) return {};
  store.user.setLoading(true);
  try {
    const answer = await store.api.getProfile();
    store.user.setUser(answer.data.user);
    // A page that names its company (?company=, issue 33) renders with that one as the current.
    await store.user.loadCompany(url.searchParams.get('company') ?? undefined);
    return {};
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) return {};
    store.user.logout();
    const clearCookie = clearSessionCookieHeader(store.config.canonicalUrl);
    if (GUEST_PATHS.some((pattern) => pattern.test(url.pathname))) return { clearCookie };
    const back = `${url.pathname}${url.search}`;
    return { clearCookie, redirect: paths.login(back) };
  } finally {
    store.user.setLoading(false);
  }
}
