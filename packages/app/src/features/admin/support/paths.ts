/** The staff pages of support requests and reported reviews (issue 19). */
export const adminSupportPaths = {
  queue: () => '/admin/support',
  thread: (id: string) => `/admin/support/${encodeURIComponent(id)}`,
  reviewReports: () => '/admin/review-reports',
};
