/** The text fields of a review, kept when the form is posted before its script. */
export const REVIEW_TEXT = [
  'summary',
  'project_start',
  'title',
  'body',
  'reviewer_name',
  'reviewer_role',
  'reviewer_company',
  'email',
] as const;
