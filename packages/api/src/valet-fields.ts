import { z } from 'zod';

/**
 * The valet fields that both the brief (`./valet`) and the project after it
 * (`./valet-projects`) use. Re-exported by `./valet`, which callers import.
 */

/** How soon the buyer wants to start. */
export const PROJECT_STARTS = [
  'immediately',
  'within-1-month',
  'within-3-months',
  'within-6-months',
  'not-sure',
] as const;
export const ProjectStartSchema = z.enum(PROJECT_STARTS, {
  error: 'Pick when the project should start',
});
export type ProjectStart = z.infer<typeof ProjectStartSchema>;
export const PROJECT_START_LABELS: Readonly<Record<ProjectStart, string>> = {
  immediately: 'As soon as possible',
  'within-1-month': 'Within a month',
  'within-3-months': 'In 1 to 3 months',
  'within-6-months': 'In 3 to 6 months',
  'not-sure': 'Not sure yet',
};

/**
 * A storage path the upload call answered (`valet/…`): a brief document or the voice note. The
 * server accepts only paths it issued (the prefix, and the object must exist).
 */
export const ValetUploadPathSchema = z
  .string()
  .regex(/^valet\/[A-Za-z0-9/_.-]{1,200}$/, { error: 'must be a path the upload answered' });
