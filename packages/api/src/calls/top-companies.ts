import { defineCalls } from './define-calls';

const sponsorshipOrders = () => import('../endpoints/sponsorship-orders');

/** TOP 10 pages and their promotion (issue 22): the pages, the promote page, sponsorships. */
export const topCompanyCalls = defineCalls({
  getTopCompanies: () => import('../endpoints/get-top-companies'),
  getPromotePage: () => import('../endpoints/get-promote-page'),
  createSponsorshipOrder: sponsorshipOrders,
  getSponsorshipOrder: sponsorshipOrders,
  listCompanySponsorships: sponsorshipOrders,
  cancelSponsorshipRenewal: sponsorshipOrders,
});
