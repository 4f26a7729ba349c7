import { ANALYTICS_PROP_MAX_LENGTH } from '@atlas/api/analytics';
import { VALET_BUTTON_TEXT } from '@atlas/api/variants';
import type { Stores } from '../../../shared/stores/StoresContext';

/**
 * SPEC §7 valet_page_access_2: the wizard was opened, with the header click's meta when there
 * was one (the wizard's page calls it once the tab's referrer meta is restored).
 */
export function recordPageAccess(root: Stores, url: string): void {
  const meta = root.valet.referrer;
  const short = (value: string) => value.slice(0, ANALYTICS_PROP_MAX_LENGTH);
  root.valet.analytics.track('valet_page_access_2', {
    source: meta?.source ?? 'direct',
    url: short(url),
    form_style: root.variants.valetFormStyle,
    header_link_title: meta?.link_title ?? VALET_BUTTON_TEXT[root.variants.valetButtonStyle],
    contact_details_mode: root.variants.contactDetailsMode,
    ...(meta ? { referrer_page: short(meta.page) } : {}),
  });
}
