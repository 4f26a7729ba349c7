import { makeAutoObservable, runInAction } from 'mobx';
import type { ProfileCompany } from '@atlas/api/endpoints/get-profile-company';
import type { Stores } from './StoresContext';

export interface SessionUser {
  id: string;
  name: string;
  avatar: string | null;
  email?: string;
}

/** Per awards edition: what the signed-in user did (filled by the awards issue). */
export type AwardsMeta = Record<string, unknown>;

export interface UserSnapshot {
  user: SessionUser | null;
  company?: ProfileCompany | null;
}

/**
 * Who is signed in (SPEC §3 User state): user, token, auth headers, company, a loading flag,
 * awards meta and the firestoreAuthError flag. The browser never sees the session token: it lives
 * in an HttpOnly cookie; `token` holds one only for bearer-token clients.
 */
export class UserStore {
  user: SessionUser | null = null;
  token: string | null = null;
  company: ProfileCompany | null = null;
  loading = false;
  awardsMeta: AwardsMeta = {};
  /** A failed realtime sign-in sets this and the app carries on (SPEC §4). */
  firestoreAuthError = false;

  constructor(readonly root: Stores) {
    makeAutoObservable(this, { root: false }, { autoBind: true });
  }

  get isLoggedIn(): boolean {
    return this.user !== null;
  }

  /** SPEC §6: a bearer token, when present, goes in the Authorization header. */
  get authHeaders(): Record<string, string> {
    return this.token ? { authorization: `Bearer ${this.token}` } : {};
  }

  setUser(user: SessionUser | null): void {
    this.user = user;
  }

  setToken(token: string | null): void {
    this.token = token;
  }

  setCompany(company: ProfileCompany | null): void {
    this.company = company;
  }

  setLoading(loading: boolean): void {
    this.loading = loading;
  }

  setAwardsMeta(meta: AwardsMeta): void {
    this.awardsMeta = meta;
  }

  setFirestoreAuthError(failed: boolean): void {
    this.firestoreAuthError = failed;
  }

  /** Reads the user's company; SPEC §7 says its errors are ignored (most users have none). */
  async loadCompany(): Promise<void> {
    try {
      const answer = await this.root.api.getProfileCompany();
      runInAction(() => {
        this.company = answer.data;
      });
    } catch {
      runInAction(() => {
        this.company = null;
      });
    }
  }

  /** Clears the session state: user, token, headers (derived from the token) and company. */
  logout(): void {
    this.user = null;
    this.token = null;
    this.company = null;
    this.awardsMeta = {};
    this.firestoreAuthError = false;
  }

  /** Ends the session on the server (which clears the cookie), then clears the state. */
  async signOut(): Promise<void> {
    this.loading = true;
    try {
      await this.root.api.logout();
    } catch {
      // Signed out locally regardless: a session the server no longer knows is gone anyway.
    } finally {
      runInAction(() => {
        this.logout();
        this.loading = false;
      });
    }
  }

  hydrate(snapshot: UserSnapshot): void {
    this.user = snapshot.user;
    this.company = snapshot.company ?? null;
  }

  toSnapshot(): UserSnapshot {
    return { user: this.user, company: this.company };
  }
}
