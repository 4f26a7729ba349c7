import { defineCalls } from './define-calls';

const savedSearches = () => import('../endpoints/saved-searches');

/** The directory: listings and their filters, search, company profiles, the contact forms. */
export const directoryCalls = defineCalls({
  getCities: () => import('../endpoints/get-cities'),
  getNavigation: () => import('../endpoints/get-navigation'),
  getAdvancedFilters: () => import('../endpoints/get-advanced-filters'),
  listCompanies: () => import('../endpoints/list-companies'),
  resolveListing: () => import('../endpoints/resolve-listing'),
  listCountries: () => import('../endpoints/list-countries'),
  listServices: () => import('../endpoints/list-services'),
  search: () => import('../endpoints/search'),
  getCompanyProfile: () => import('../endpoints/get-company-profile'),
  createContactRequest: () => import('../endpoints/create-contact-request'),
  sendContactMessage: () => import('../endpoints/send-contact-message'),
  // Saved searches and their alerts.
  createSavedSearch: savedSearches,
  getSavedSearch: savedSearches,
  listSavedSearches: savedSearches,
  updateSavedSearch: savedSearches,
  deleteSavedSearch: savedSearches,
});
