/** Every path the app links to, in one place (SPEC §2). */
export const paths = {
  home: () => '/',
  companies: (page?: number) => (page && page > 1 ? `/companies?page=${page}` : '/companies'),
  /** A listing by service or place, or by service in a place: /companies/{seg}[/{segment}]. */
  companyListing: (segment: string, location?: string) =>
    location ? `/companies/${segment}/${location}` : `/companies/${segment}`,
  savedSearch: (id: string) => `/companies/saved-searches/view/${id}`,
  company: (slug: string) => `/company/${slug}`,
  companyPreview: (slug: string) => `/company/preview/noactions/${slug}`,
  reviewSubmit: (slug: string) => `/company/review/submit/${slug}`,
  reviewConfirm: () => '/company/review/confirm',
  /** Sign in with an OpenID provider, then come back to `redirect`. */
  loginWith: (provider: 'google' | 'linkedin', redirect?: string) =>
    redirect ? `/login/${provider}?redirect=${encodeURIComponent(redirect)}` : `/login/${provider}`,
  countries: () => '/countries',
  services: () => '/services',
  login: (redirect?: string) =>
    redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login',
  register: () => '/register',
  logout: () => '/logout',
  forgot: () => '/forgot',
  activateAccount: (email?: string) =>
    email
      ? `/email/account/activate?email=${encodeURIComponent(email)}`
      : '/email/account/activate',
  dashboard: () => '/dashboard/',
  dashboardCompany: () => '/dashboard/company',
  dashboardSupport: () => '/dashboard/overview/support',
  getListed: () => '/companies/get-listed',
  submitCompany: () => '/companies/submit',
  submitCompanyConfirmation: () => '/companies/submit/confirmation',
  claimCompany: () => '/company/claim',
  /** The staff area (issue 16): 404 for anyone but staff. */
  admin: () => '/admin',
  projectSubmission: () => '/project-submission',
  /** `search` is a query string with its '?', or nothing. */
  projectSubmissionConfirmation: (search = '') => `/project-submission/confirmation${search}`,
  awards: () => '/awards',
  awardsEdition: (edition: number | string) => `/awards-${edition}`,
  blog: () => '/blog',
  topCompaniesPromote: () => '/top-companies/promote',
  /** A Top 10 listing: /top-companies/{service}/{city}, or its screenshot. */
  topCompanies: (...segments: readonly string[]) => `/top-companies/${segments.join('/')}`,
  // Static pages (SPEC §2).
  aboutUs: () => '/about-us',
  careers: () => '/careers',
  contact: () => '/contact',
  faq: () => '/faq',
  terms: () => '/terms',
  improveRanking: () => '/improve-ranking',
  writeForUs: () => '/write-for-us',
  contribute: () => '/contribute',
  maintenance: () => '/maintenance',
  pitchDeck: () => '/pitch-deck-mitp',
  testCountries: () => '/test_countries',
  /** The interstitial before an untrusted outbound link. */
  safeUrl: (url: string) => `/safe-url?url=${encodeURIComponent(url)}`,
} as const;
