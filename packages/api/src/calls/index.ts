import { accountCalls } from './accounts';
import { awardCalls } from './awards';
import { blogCalls } from './blog';
import { companyCalls } from './companies';
import { directoryCalls } from './directory';
import { realtimeCalls } from './realtime';
import { reviewCalls } from './reviews';
import { supportCalls } from './support';
import { surveyCalls } from './surveys';
import { topCompanyCalls } from './top-companies';
import { valetCalls } from './valet';

/**
 * The parts of the call map, one per resource. A call's name appears in one of them only
 * (`call-map.test.ts` holds it): a name in two would silently keep the later one.
 */
export const callMapParts = {
  directory: directoryCalls,
  accounts: accountCalls,
  reviews: reviewCalls,
  companies: companyCalls,
  realtime: realtimeCalls,
  valet: valetCalls,
  topCompanies: topCompanyCalls,
  awards: awardCalls,
  blog: blogCalls,
  surveys: surveyCalls,
  support: supportCalls,
};

/**
 * Every call of the contract: its name → the loader of the endpoint module that exports it.
 * `ApiClient`, `createApiClient` and `createTestApiClient` are derived from it, so a new call is
 * its endpoint file and one line in the part of its resource.
 */
export const apiCalls = {
  ...directoryCalls,
  ...accountCalls,
  ...reviewCalls,
  ...companyCalls,
  ...realtimeCalls,
  ...valetCalls,
  ...topCompanyCalls,
  ...awardCalls,
  ...blogCalls,
  ...surveyCalls,
  ...supportCalls,
};
export type ApiCalls = typeof apiCalls;
