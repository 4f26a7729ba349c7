import { describe, expect, it, vi } from 'vitest';
import { createTestApiClient } from '@atlas/api/client';
import { ApiError } from '@atlas/api/http';
import { testPublicConfig } from '../../test/fixtures';
import { RootStore } from '../../stores/RootStore';
import { readCookie, restoreSession } from './session';

const user = {
  id: 'u1',
  name: 'Ada Lovelace',
  avatar: null,
  email: 'ada@example.com',
  email_verified: true,
};
const cookie = 'theme=dark; atlas_session=tok123';

describe('restoreSession (SPEC §4: the server verifies the stored cookie)', () => {
  it('does nothing without a session cookie', async () => {
    const getProfile = vi.fn();
    const store = new RootStore(testPublicConfig, createTestApiClient({ getProfile }));
    expect(await restoreSession(store, 'theme=dark', new URL('http://x/companies'))).toEqual({});
    expect(getProfile).not.toHaveBeenCalled();
  });

  it('fills the user and ignores a failed company read', async () => {
    const store = new RootStore(
      testPublicConfig,
      createTestApiClient({
        getProfile: async () => ({ data: { user } }),
        getProfileCompany: async () => {
          throw new ApiError(404, 'You have no company yet.');
        },
      }),
    );
    expect(await restoreSession(store, cookie, new URL('http://x/companies'))).toEqual({});
    expect(store.user.user?.name).toBe('Ada Lovelace');
    expect(store.user.company).toBeNull();
    expect(store.user.loading).toBe(false);
  });

  it('clears a rejected session and sends the visitor to /login, coming back afterwards', async () => {
    const store = new RootStore(
      testPublicConfig,
      createTestApiClient({
        getProfile: async () => {
          throw new ApiError(401, 'Please log in to continue.');
        },
      }),
    );
    const outcome = await restoreSession(store, cookie, new URL('http://x/companies?page=2'));
    expect(outcome.redirect).toBe('/login?redirect=%2Fcompanies%3Fpage%3D2');
    expect(outcome.clearCookie).toMatch(
      /^atlas_session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax/,
    );
    expect(store.user.isLoggedIn).toBe(false);

    const onLogin = await restoreSession(store, cookie, new URL('http://x/login'));
    expect(onLogin.redirect).toBeUndefined();
    expect(onLogin.clearCookie).toBeDefined();
  });

  it('keeps the cookie when the API fails for another reason', async () => {
    const store = new RootStore(
      testPublicConfig,
      createTestApiClient({
        getProfile: async () => {
          throw new ApiError(503, 'down');
        },
      }),
    );
    expect(await restoreSession(store, cookie, new URL('http://x/'))).toEqual({});
  });

  it('reads one cookie out of a header', () => {
    expect(readCookie(cookie, 'atlas_session')).toBe('tok123');
    expect(readCookie(cookie, 'missing')).toBeUndefined();
    expect(readCookie(undefined, 'atlas_session')).toBeUndefined();
  });

  it('never throws on a cookie that is not valid percent-encoding', () => {
    expect(readCookie('atlas_session=%E0%A4%A', 'atlas_session')).toBe('%E0%A4%A');
    expect(readCookie('constructor=1', 'toString')).toBeUndefined();
  });
});
