import { makeAutoObservable } from 'mobx';

export interface CompaniesPageType {
  country: string | null;
  city: string | null;
}

export interface UiSnapshot {
  companiesPageType: CompaniesPageType | null;
}

/** Layout state shared by the shell: which listing is open, whether we are online. */
export class UiStore {
  companiesPageType: CompaniesPageType | null = null;
  online = true;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setCompaniesPageType(pageType: CompaniesPageType | null): void {
    this.companiesPageType = pageType;
  }

  setOnline(online: boolean): void {
    this.online = online;
  }

  hydrate(snapshot: UiSnapshot): void {
    this.companiesPageType = snapshot.companiesPageType;
  }

  toSnapshot(): UiSnapshot {
    return { companiesPageType: this.companiesPageType };
  }
}
