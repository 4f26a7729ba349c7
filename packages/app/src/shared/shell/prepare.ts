import { parseCookieHeader } from '@atlas/api/variants';
import type { Stores } from '../stores/StoresContext';
import type { BannerImage } from '../stores/UiStore';
import { AWARDS_BANNER_COOKIE_PATTERN } from './awards';

const BANNER_IMAGES: readonly BannerImage[] = [1, 2, 3];

/**
 * What the shell needs before the server renders a page: the mega-menus (so their links are in
 * the HTML), the awards banners the visitor closed (their cookies) and the footer picture, chosen
 * here so the browser hydrates the same one.
 */
export async function prepareShell(
  store: Stores,
  cookieHeader: string | undefined,
  random: () => number = Math.random,
): Promise<void> {
  const cookies = parseCookieHeader(cookieHeader);
  store.ui.setClosedAwardsBanners(
    Object.keys(cookies).filter((name) => AWARDS_BANNER_COOKIE_PATTERN.test(name)),
  );
  store.ui.setBannerImage(BANNER_IMAGES[Math.min(2, Math.floor(random() * 3))] ?? 1);
  await store.navigation.load();
}
