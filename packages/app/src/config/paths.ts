/** Every path the app links to, in one place (SPEC §2). */
export const paths = {
  home: () => '/',
  companies: (page?: number) => (page && page > 1 ? `/companies?page=${page}` : '/companies'),
  /** A listing by service or place, or by service in a place: /companies/{seg}[/{segment}]. */
  companyListing: (segment: string, location?: string) =>
    location ? `/companies/${segment}/${location}` : `/companies/${segment}`,
  savedSearch: (id: string) => `/companies/saved-searches/view/${id}`,
  company: (slug: string) => `/company/${slug}`,
  /** The profile with its contact form open. */
  companyContact: (slug: string) => `/company/${slug}#contact`,
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
  register: (redirect?: string) =>
    redirect ? `/register?redirect=${encodeURIComponent(redirect)}` : '/register',
  logout: () => '/logout',
  forgot: (redirect?: string) =>
    redirect ? `/forgot?redirect=${encodeURIComponent(redirect)}` : '/forgot',
  /** Sends the verification link again; `redirect` is where its login goes afterwards. */
  activateAccount: (email?: string, redirect?: string) => {
    const query = new URLSearchParams();
    if (email) query.set('email', email);
    if (redirect) query.set('redirect', redirect);
    const search = query.toString();
    return search ? `/email/account/activate?${search}` : '/email/account/activate';
  },
  dashboard: () => '/dashboard/',
  dashboardCompany: () => '/dashboard/company',
  dashboardCompanyReviews: () => '/dashboard/company/reviews',
  dashboardSupport: () => '/dashboard/overview/support',
  dashboardOverview: () => '/dashboard/overview',
  dashboardProfileSummary: () => '/dashboard/overview/profile',
  dashboardAnalytics: () => '/dashboard/company/analytics',
  dashboardPromoMembership: () => '/dashboard/promo-membership',
  dashboardSearches: () => '/dashboard/searches',
  dashboardNotifications: () => '/dashboard/notifications',
  dashboardSettings: () => '/dashboard/settings',
  dashboardAwards: () => '/dashboard/awards',
  dashboardInbox: () => '/dashboard/inbox',
  /** One conversation of the inbox (a chat). */
  dashboardConversation: (id: string) => `/dashboard/inbox/${encodeURIComponent(id)}`,
  /** The inbox's project submissions, or one of them. */
  dashboardProjectSubmission: (id?: string) =>
    id
      ? `/dashboard/inbox/project-submissions/${encodeURIComponent(id)}`
      : '/dashboard/inbox/project-submissions',
  getListed: () => '/companies/get-listed',
  submitCompany: () => '/companies/submit',
  submitCompanyConfirmation: () => '/companies/submit/confirmation',
  /** Claim a listed company; with a slug, that company is picked already. */
  claimCompany: (slug?: string) =>
    slug ? `/company/claim?company=${encodeURIComponent(slug)}` : '/company/claim',
  /** Ask to join a claimed company as an owner (`claim`) or a manager. */
  joinCompany: (as: 'claim' | 'manager', slug?: string) =>
    slug ? `/company/join/${as}/${slug}` : `/company/join/${as}`,
  editCompany: () => '/company/edit',
  dashboardMembers: () => '/dashboard/company/members',
  /** The company's verification: its state, and the request with its evidence (issue 33). */
  dashboardCompanyVerification: () => '/dashboard/company/verification',
  /** Where the link e-mailed to the company's domain address leads. */
  dashboardVerificationConfirm: (token: string) =>
    `/dashboard/company/verification/confirm?token=${encodeURIComponent(token)}`,
  /** The staff area (issue 16): 404 for anyone but staff. */
  admin: () => '/admin',
  adminClaims: () => '/admin/claims',
  adminReviews: () => '/admin/reviews',
  adminValet: () => '/admin/valet',
  adminVerifications: () => '/admin/verifications',
  projectSubmission: () => '/project-submission',
  /** `search` is a query string with its '?', or nothing. */
  projectSubmissionConfirmation: (search = '') => `/project-submission/confirmation${search}`,
  /** The buyer's project, opened with the e-mailed link's token. */
  projectSubmissionProject: (token: string) =>
    `/project-submission/project/${encodeURIComponent(token)}`,
  /** A signed-in buyer's project: quotes side by side, answers, the shortlist. */
  dashboardProject: (id: string) => `/dashboard/projects/${encodeURIComponent(id)}`,
  /** The company's valet requests in the dashboard inbox, or one of them. */
  dashboardValet: (id?: string) =>
    id ? `/dashboard/inbox/valet/${encodeURIComponent(id)}` : '/dashboard/inbox/valet',
  awards: () => '/awards',
  awardsEdition: (edition: number | string) => `/awards-${edition}`,
  blog: () => '/blog',
  /** The promotion page; `source` says what led there (SPEC §7 promote_page_accessed). */
  topCompaniesPromote: (source?: 'inclusion_badge' | 'user_notification') =>
    source ? `/top-companies/promote?source=${source}` : '/top-companies/promote',
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
