import { makeAutoObservable } from 'mobx';
import type { Stores } from './StoresContext';

export interface CompaniesPageType {
  country: string | null;
  city: string | null;
}

/** Which of the three footer banner pictures this page shows (SPEC §2, §9: 1 of 3). */
export type BannerImage = 1 | 2 | 3;

/** The header's menus; at most one is open (SPEC §4 "Header and layout"). */
export type HeaderMenu = 'companies' | 'services' | 'top10' | 'notifications' | 'user' | 'drawer';

export interface UiSnapshot {
  companiesPageType: CompaniesPageType | null;
  /** Chosen on the server so the browser hydrates the same picture. */
  bannerImage?: BannerImage;
  /** Awards banner cookies the visitor already has (one per edition and phase). */
  closedAwardsBanners?: string[];
}

/** Layout state shared by the shell: which listing is open, menus, banners, whether we are online. */
export class UiStore {
  companiesPageType: CompaniesPageType | null = null;
  online = true;
  bannerImage: BannerImage = 1;
  closedAwardsBanners: string[] = [];
  /** The open header menu, if any. */
  openMenu: HeaderMenu | null = null;
  /** Follows `openMenu` 50 ms later (SPEC §9 megamenu flag delay); the site mask reads it. */
  menuFlag = false;

  constructor(readonly root: Stores) {
    makeAutoObservable(this, { root: false }, { autoBind: true });
  }

  setCompaniesPageType(pageType: CompaniesPageType | null): void {
    this.companiesPageType = pageType;
  }

  setOnline(online: boolean): void {
    this.online = online;
  }

  setBannerImage(image: BannerImage): void {
    this.bannerImage = image;
  }

  /** Opening one menu closes the others. */
  setOpenMenu(menu: HeaderMenu | null): void {
    this.openMenu = menu;
    if (menu === null) this.menuFlag = false;
  }

  /** Closes `menu` if it is the open one (a late close of a menu already replaced is ignored). */
  closeMenu(menu: HeaderMenu): void {
    if (this.openMenu === menu) this.setOpenMenu(null);
  }

  setMenuFlag(flag: boolean): void {
    this.menuFlag = flag && this.openMenu !== null;
  }

  isAwardsBannerClosed(cookieName: string): boolean {
    return this.closedAwardsBanners.includes(cookieName);
  }

  closeAwardsBanner(cookieName: string): void {
    if (!this.closedAwardsBanners.includes(cookieName)) this.closedAwardsBanners.push(cookieName);
  }

  setClosedAwardsBanners(cookieNames: string[]): void {
    this.closedAwardsBanners = cookieNames;
  }

  hydrate(snapshot: UiSnapshot): void {
    this.companiesPageType = snapshot.companiesPageType;
    if (snapshot.bannerImage) this.bannerImage = snapshot.bannerImage;
    if (snapshot.closedAwardsBanners) this.closedAwardsBanners = snapshot.closedAwardsBanners;
  }

  toSnapshot(): UiSnapshot {
    return {
      companiesPageType: this.companiesPageType,
      bannerImage: this.bannerImage,
      closedAwardsBanners: this.closedAwardsBanners,
    };
  }
}
