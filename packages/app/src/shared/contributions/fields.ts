/** The text fields of a blog contribution, kept when the form is posted before its script. */
export const CONTRIBUTION_TEXT = ['name', 'email', 'title', 'text', 'bio', 'links'] as const;
