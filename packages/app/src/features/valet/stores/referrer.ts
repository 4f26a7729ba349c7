import type { KeyValueStorage } from './storage';

/** SPEC §7: where the header's valet link leaves the referrer meta. */
export const VALET_PAGE_ACCESS_META_KEY = 'valet_page_access_meta';

/** SPEC §7: the page, source, link title and contact-details mode of the click that opened the wizard. */
export interface ValetReferrerMeta {
  page: string;
  source: string;
  link_title: string;
  contact_details_mode: string;
}

const FIELDS = ['page', 'source', 'link_title', 'contact_details_mode'] as const;

/** Four short strings, or nothing: the tab's storage is not trusted to hold what we wrote. */
function asReferrerMeta(value: unknown): ValetReferrerMeta | null {
  if (typeof value !== 'object' || value === null) return null;
  const meta: Partial<Record<(typeof FIELDS)[number], string>> = {};
  for (const field of FIELDS) {
    const item: unknown = Reflect.get(value, field);
    if (typeof item !== 'string' || item.length > 2000) return null;
    meta[field] = item;
  }
  const { page = '', source = '', link_title = '', contact_details_mode = '' } = meta;
  return { page, source, link_title, contact_details_mode };
}

export function writeReferrerMeta(storage: KeyValueStorage, meta: ValetReferrerMeta): void {
  try {
    storage.setItem(VALET_PAGE_ACCESS_META_KEY, JSON.stringify(meta));
  } catch {
    // Analytics only: nothing to do.
  }
}

export function readReferrerMeta(storage: KeyValueStorage): ValetReferrerMeta | null {
  try {
    const raw = storage.getItem(VALET_PAGE_ACCESS_META_KEY);
    return raw ? asReferrerMeta(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}
