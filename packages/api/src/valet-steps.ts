import { z } from 'zod';
import { smallintId } from './bounds';
import { PROJECT_STAGES } from './options';
import {
  ValetBudgetSchema,
  ValetLocationSchema,
  ValetSubmissionFieldsSchema,
  VALET_MAX_LOCATIONS,
  VALET_MAX_PARENT_SERVICES,
  VALET_MAX_SERVICES,
  type ValetSlide,
} from './valet';

/**
 * The wizard's slides (SPEC §4, §5), one schema each: what a slide asks for and the rules it is
 * checked with before the buyer moves on. What the submission sends is picked from its own
 * schema, so a rule is written once for the wizard and the server; the rest exists only in the
 * wizard (the areas apart from their services, the "does not matter" ticks, files still on
 * their way, the buyer's own place before it becomes `company_country` or `company_city`).
 */

const fields = ValetSubmissionFieldsSchema;

export const ValetTitleStepSchema = fields.pick({ title: true });

/** A brief document as the wizard tracks it: uploaded, failed, or still on its way. */
const UploadStateSchema = z.object({ loaded: z.boolean(), error: z.string().nullable() });

export const ValetDescriptionStepSchema = fields.pick({ project_description: true }).extend({
  files: z
    .array(UploadStateSchema)
    .refine((files) => files.every((file) => file.loaded || file.error !== null), {
      error: 'Wait until the files are uploaded',
    }),
});

/** The areas: the services without a parent. */
export const ValetParentServicesStepSchema = z.object({
  parents: z
    .array(smallintId('Pick a service from the list'))
    .min(1, { error: 'Pick at least one area' })
    .max(VALET_MAX_PARENT_SERVICES, { error: `Pick at most ${VALET_MAX_PARENT_SERVICES} areas` }),
});

/** The services of the chosen areas; `offered` is how many there are (none: nothing to pick). */
export const ValetServicesStepSchema = z
  .object({
    services: z
      .array(smallintId('Pick a service from the list'))
      .max(VALET_MAX_SERVICES, { error: `Pick at most ${VALET_MAX_SERVICES} services` }),
    offered: z.number().int().min(0),
  })
  .refine((step) => step.services.length > 0 || step.offered === 0, {
    error: 'Pick at least one service',
    path: ['services'],
  });

export const ValetFocusesStepSchema = z.discriminatedUnion('ignore_focuses', [
  fields.pick({ focuses: true }).extend({ ignore_focuses: z.literal(false) }),
  z.object({ ignore_focuses: z.literal(true), focuses: z.array(z.number()) }),
]);

export const ValetLocationsStepSchema = z.discriminatedUnion('ignore_location', [
  z.object({
    ignore_location: z.literal(false),
    locations: z
      .array(ValetLocationSchema)
      .min(1, { error: 'Pick at least one country or city, or tick "Location does not matter"' })
      .max(VALET_MAX_LOCATIONS, { error: `Pick at most ${VALET_MAX_LOCATIONS} places` }),
  }),
  z.object({ ignore_location: z.literal(true), locations: z.array(ValetLocationSchema) }),
]);

/** The submission's stages, asked for in the wizard's words. */
export const ValetStageStepSchema = z.object({
  project_stage: z.enum(PROJECT_STAGES, { error: 'Pick the stage of the project' }),
});

export const ValetStartStepSchema = fields.pick({ project_start: true });

export const ValetBudgetStepSchema = z.discriminatedUnion('ignore_budget', [
  z.object({ ignore_budget: z.literal(false), project_budget: ValetBudgetSchema }),
  z.object({ ignore_budget: z.literal(true), project_budget: z.unknown() }),
]);

const contact = fields.pick({ name: true, email: true, website: true }).extend({
  /** The buyer's country or city: sent as `company_country` or `company_city`. */
  location: ValetLocationSchema.nullable().refine((place) => place !== null, {
    error: 'Pick where you are',
  }),
});

/** Phone and role are asked (and checked) only in the `with_phone_and_role` variant (SPEC §9). */
export const ValetCustomerInfoStepSchema = z.discriminatedUnion('asks_phone_and_role', [
  contact.extend(fields.pick({ phone: true, role: true }).shape).extend({
    asks_phone_and_role: z.literal(true),
  }),
  contact.extend({ asks_phone_and_role: z.literal(false) }),
]);

/** Each slide's schema, in the slides' order. */
export const VALET_STEP_SCHEMAS = {
  title: ValetTitleStepSchema,
  description: ValetDescriptionStepSchema,
  'parent-services': ValetParentServicesStepSchema,
  services: ValetServicesStepSchema,
  focuses: ValetFocusesStepSchema,
  locations: ValetLocationsStepSchema,
  'project-stage': ValetStageStepSchema,
  'project-start': ValetStartStepSchema,
  'project-budget': ValetBudgetStepSchema,
  'customer-info': ValetCustomerInfoStepSchema,
} as const satisfies Record<ValetSlide, z.ZodType>;

/** What a slide's check takes (its form's values, with what the wizard knows besides). */
export type ValetStepInput<S extends ValetSlide> = z.input<(typeof VALET_STEP_SCHEMAS)[S]>;
