/** How a project's dates, sums and text read in the views, the messages and the e-mails. */
import type { ValetProjectRow } from './repository';

export const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const usd = new Intl.NumberFormat('en-US');

/** The budget as the API gives it: null when the buyer left it open. */
export const budgetOf = (project: Pick<ValetProjectRow, 'budgetMin' | 'budgetMax'>) =>
  project.budgetMin === null || project.budgetMax === null
    ? null
    : { min: project.budgetMin, max: project.budgetMax };

/** The budget as a company reads it in the e-mail of a release. */
export const budgetText = (project: ValetProjectRow) =>
  project.budgetMin === null || project.budgetMax === null
    ? 'open'
    : `$${usd.format(project.budgetMin)} – $${usd.format(project.budgetMax)}`;

/** `text` on one line, cut to `length` characters. */
export const excerpt = (text: string, length = 300) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
};
