import { makeAutoObservable } from 'mobx';
import type { RootStore } from './RootStore';

export interface SessionUser {
  id: string;
  name: string;
  avatar: string | null;
}

export interface UserSnapshot {
  user: SessionUser | null;
}

/** Who is signed in. Accounts arrive with their own issue; this holds the state they will fill. */
export class UserStore {
  user: SessionUser | null = null;
  token: string | null = null;
  loading = false;

  constructor(readonly root: RootStore) {
    makeAutoObservable(this, { root: false }, { autoBind: true });
  }

  get isLoggedIn(): boolean {
    return this.user !== null;
  }

  setUser(user: SessionUser | null): void {
    this.user = user;
  }

  setToken(token: string | null): void {
    this.token = token;
  }

  setLoading(loading: boolean): void {
    this.loading = loading;
  }

  logout(): void {
    this.user = null;
    this.token = null;
  }

  hydrate(snapshot: UserSnapshot): void {
    this.user = snapshot.user;
  }

  toSnapshot(): UserSnapshot {
    return { user: this.user };
  }
}
