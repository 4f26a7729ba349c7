/** Every path the app links to, in one place (SPEC §2). */
export const paths = {
  home: () => '/',
  companies: (page?: number) => (page && page > 1 ? `/companies?page=${page}` : '/companies'),
  companyListing: (segment: string) => `/companies/${segment}`,
  company: (slug: string) => `/company/${slug}`,
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
  projectSubmission: () => '/project-submission',
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
