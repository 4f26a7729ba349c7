/** Every path the app links to, in one place (SPEC §2). */
export const paths = {
  home: () => '/',
  companies: (page?: number) => (page && page > 1 ? `/companies?page=${page}` : '/companies'),
  companyListing: (segment: string) => `/companies/${segment}`,
  company: (slug: string) => `/company/${slug}`,
  countries: () => '/countries',
  services: () => '/services',
  login: () => '/login',
  getListed: () => '/companies/get-listed',
  projectSubmission: () => '/project-submission',
} as const;
