/** The surveys' pages in the staff area (issue 21). */
export const adminSurveyPaths = {
  surveys: () => '/admin/surveys',
  survey: (slug: string) => `/admin/surveys/${slug}`,
};
