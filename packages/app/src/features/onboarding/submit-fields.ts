/** The text fields of a new company, kept when the form is posted before its script. */
export const SUBMIT_TEXT = ['name', 'website', 'email', 'summary'] as const;
