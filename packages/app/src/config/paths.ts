/** Every path the app links to, in one place (SPEC §2). */
export const paths = {
  home: () => '/',
  companies: (page?: number) => (page && page > 1 ? `/companies?page=${page}` : '/companies'),
  companyListing: (segment: string) => `/companies/${segment}`,
  company: (slug: string) => `/company/${slug}`,
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
} as const;
