import { makeAutoObservable, runInAction } from 'mobx';
import type { ProfileCompany } from '@atlas/api/endpoints/get-profile-company';
import type { ProfileCompanyMembership } from '@atlas/api/endpoints/list-profile-companies';
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
  companies?: ProfileCompanyMembership[];
}

/**
 * Who is signed in (SPEC §3 User state): user, token, auth headers, company, a loading flag,
 * awards meta and the firestoreAuthError flag. The browser never sees the session token: it lives
 * in an HttpOnly cookie; `token` holds one only for bearer-token clients.
 */
export class UserStore {
  user: SessionUser | null = null;
  token: string | null = null;
  /** The company the person manages now (issue 33: the one they chose, else their first). */
  company: ProfileCompany | null = null;
  /** Every company the person is a member of, for the company switcher. */
  companies: ProfileCompanyMembership[] = [];
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

  /** Whether the person runs more than one company, so the switcher is offered. */
  get managesSeveral(): boolean {
    return this.companies.length > 1;
  }

  /**
   * Reads the user's companies and the current one: `chosen` (a page's `?company=`) when it is
   * theirs, else the one the server remembers. SPEC §7 says its errors are ignored (most users
   * have none).
   */
  async loadCompany(chosen?: string): Promise<void> {
    const [company, companies] = await Promise.all([
      this.readCompany(chosen),
      this.readCompanies(),
    ]);
    runInAction(() => {
      this.company = company;
      this.companies = companies;
    });
  }

  /**
   * Makes `slug` the company the person manages now (the server remembers it for the next
   * page): false, and nothing changes, when it is not one of theirs.
   */
  async chooseCompany(slug: string): Promise<boolean> {
    try {
      const answer = await this.root.api.getProfileCompany({ company: slug });
      runInAction(() => {
        this.company = answer.data;
      });
      return true;
    } catch {
      return false;
    }
  }

  private async readCompany(chosen?: string): Promise<ProfileCompany | null> {
    try {
      return (await this.root.api.getProfileCompany(chosen ? { company: chosen } : {})).data;
    } catch {
      // A company that is not theirs: the one they manage anyway.
      return chosen ? this.readCompany() : null;
    }
  }

  private async readCompanies(): Promise<ProfileCompanyMembership[]> {
    try {
      return (await this.root.api.listProfileCompanies()).data;
    } catch {
      return [];
    }
  }

  /** Clears the session state: user, token, headers (derived from the token) and company. */
  logout(): void {
    this.user = null;
    this.token = null;
    this.company = null;
    this.companies = [];
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
    this.companies = snapshot.companies ?? [];
  }

  toSnapshot(): UserSnapshot {
    return { user: this.user, company: this.company, companies: this.companies };
  }
}
