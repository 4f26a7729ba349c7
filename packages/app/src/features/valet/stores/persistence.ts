import { z } from 'zod';
import { PROJECT_STAGES } from '@atlas/api/options';
import { PROJECT_STARTS, VALET_SLIDES } from '@atlas/api/valet';
import type { ValetSelection } from './selection';

/** Where the wizard keeps what the buyer typed, so a reload or a sign-in keeps it (this tab only). */
export const VALET_DRAFT_KEY = 'valet_draft';
import type { KeyValueStorage } from './storage';

const place = z.object({
  type: z.enum(['country', 'city']),
  id: z.number().int(),
  name: z.string(),
});
const named = z.object({ id: z.number().int(), name: z.string() });

/** What a stored draft must look like; anything else is dropped rather than trusted. */
const DraftSchema = z.object({
  version: z.literal(1),
  index: z
    .number()
    .int()
    .min(0)
    .max(VALET_SLIDES.length - 1),
  completed: z.array(z.enum(VALET_SLIDES)),
  idempotencyKey: z.string().nullable(),
  selection: z.object({
    title: z.string(),
    description: z.string(),
    original_description: z.string(),
    voice_recording_path: z.string().nullable(),
    services: z.array(named.extend({ parent_id: z.number().int().nullable() })),
    focuses: z.array(z.number().int()),
    locations: z.array(place),
    focusGroups: z.array(
      z.object({ name: z.string(), focusesList: z.array(named), servicesList: z.array(named) }),
    ),
    uploads: z.array(
      z.object({
        key: z.string(),
        name: z.string(),
        loaded: z.boolean(),
        path: z.string().nullable(),
        error: z.string().nullable(),
      }),
    ),
    project_stage: z.enum(PROJECT_STAGES).nullable(),
    project_budget: z.object({ min: z.number(), max: z.number() }),
    project_start: z.enum(PROJECT_STARTS).nullable(),
    ignore_budget: z.boolean(),
    ignore_location: z.boolean(),
    ignore_focuses: z.boolean(),
    contact_person: z.object({
      name: z.string(),
      email: z.string(),
      website: z.string(),
      phone: z.string(),
      role: z.string(),
      location: place.nullable(),
    }),
  }),
});
export type ValetDraft = z.infer<typeof DraftSchema>;

export function writeDraft(storage: KeyValueStorage, draft: ValetDraft): void {
  try {
    storage.setItem(VALET_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // A full or refused storage only loses the draft, never the page.
  }
}

export function readDraft(storage: KeyValueStorage): ValetDraft | null {
  try {
    const raw = storage.getItem(VALET_DRAFT_KEY);
    if (!raw) return null;
    const parsed = DraftSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    // An upload that was on its way when the page went away cannot finish: it is dropped.
    const selection: ValetSelection = {
      ...parsed.data.selection,
      uploads: parsed.data.selection.uploads.filter((upload) => upload.loaded && upload.path),
    };
    return { ...parsed.data, selection };
  } catch {
    return null;
  }
}

export function clearDraft(storage: KeyValueStorage): void {
  try {
    storage.removeItem(VALET_DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
