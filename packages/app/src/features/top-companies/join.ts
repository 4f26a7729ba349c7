import type { ApiClient } from '@atlas/api/client';
import type { PromotablePage, PromotePage } from '@atlas/api/endpoints/get-promote-page';
import type { SponsorshipOrder } from '@atlas/api/endpoints/sponsorship-orders';
import { ApiError } from '@atlas/api/http';
import { MAX_SPONSORED_SLOTS } from '@atlas/api/sponsorship';

export interface JoinPageData {
  /** The company's pages and eligibility; null when the person has no company. */
  promote: PromotePage | null;
  /** The purchase the provider sent the buyer back with (`?order=`), if any. */
  order: SponsorshipOrder | null;
  /** `paid` or `cancelled`: what the provider said when it sent the buyer back. */
  result: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The company's pages and the order the buyer came back with (`?order=`), in the browser. */
export async function loadJoinPage(
  api: ApiClient,
  orderId: string | null,
  result: string | null,
  signal: AbortSignal,
): Promise<JoinPageData> {
  let promote: PromotePage | null = null;
  try {
    promote = (await api.getPromotePage(signal)).data;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  let order: SponsorshipOrder | null = null;
  if (orderId && UUID.test(orderId)) {
    try {
      order = (await api.getSponsorshipOrder(orderId, signal)).data;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  }
  return { promote, order, result };
}

/** Why a page cannot be chosen, or null when it can. */
export function unavailableReason(page: PromotablePage): string | null {
  if (page.sponsored_by_you) return 'You sponsor this page already';
  if (page.slots_left <= 0) return `All ${MAX_SPONSORED_SLOTS} places are taken`;
  return null;
}

/** What the chosen pages cost for the period, in cents. */
export function orderTotalCents(
  pages: readonly PromotablePage[],
  chosen: ReadonlySet<number>,
  months: number,
): number {
  return pages
    .filter((page) => chosen.has(page.id) && unavailableReason(page) === null)
    .reduce((sum, page) => sum + page.price_cents * months, 0);
}
