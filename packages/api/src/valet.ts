import { z } from 'zod';
import { intId, smallintId } from './bounds';
import { CaptchaFieldSchema } from './entities/user';
import { ProjectStageSchema } from './options';
import { EmailSchema, IdempotencyKeySchema, PersonNameSchema, UrlSchema } from './validation';

/**
 * The project submission ("valet", SPEC §3, §4, §5, §9; issue 18): the ten slides a buyer walks,
 * the payload they build, and the rules every slide is checked with — by the wizard as the buyer
 * types and by the server when the project arrives.
 */

/** SPEC §4: the slides, in order. All are required except focuses. */
export const VALET_SLIDES = [
  'title',
  'description',
  'parent-services',
  'services',
  'focuses',
  'locations',
  'project-stage',
  'project-start',
  'project-budget',
  'customer-info',
] as const;
export type ValetSlide = (typeof VALET_SLIDES)[number];
export const OPTIONAL_VALET_SLIDES: readonly ValetSlide[] = ['focuses'];

/** SPEC §5, §9. */
export const VALET_MAX_PARENT_SERVICES = 3;
export const VALET_MAX_SERVICES = 5;
export const VALET_MAX_LOCATIONS = 10;
export const VALET_MAX_FOCUSES = 10;
export const VALET_MAX_FILES = 5;
/** Each brief document; a voice note is at most this long too. */
export const VALET_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const VALET_MAX_VOICE_SECONDS = 180;

/** SPEC §9: the budget range a buyer starts from. */
export const VALET_DEFAULT_BUDGET = { min: 15_000, max: 35_000 } as const;
export const VALET_BUDGET_FLOOR = 1_000;
export const VALET_BUDGET_CEILING = 1_000_000;
export const VALET_BUDGET_STEP = 1_000;

export const VALET_TITLE_MIN_LENGTH = 5;
export const VALET_TITLE_MAX_LENGTH = 120;
export const VALET_DESCRIPTION_MIN_LENGTH = 50;
export const VALET_DESCRIPTION_MAX_LENGTH = 5_000;

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

export const PROJECT_STAGE_LABELS = {
  planning: 'Planning: I have an idea and look for advice',
  'first-talks': 'First talks: I know what I need and want to talk to agencies',
  'exploring-offers': 'Exploring offers: I compare quotes',
  functional: 'Functional: something exists and needs work or growth',
} as const;

/** SPEC §9: which contact details the last slide asks for (a visitor's cookie variant). */
export const CONTACT_ROLES = [
  'Founder / CEO',
  'Marketing',
  'Product / Project manager',
  'Engineering / IT',
  'Procurement',
  'Other',
] as const;

export const ValetLocationSchema = z.object({
  type: z.enum(['country', 'city'], { error: 'must be country or city' }),
  id: intId('Pick a place from the list'),
});
export type ValetLocation = z.infer<typeof ValetLocationSchema>;

export const ValetTitleSchema = z
  .string({ error: 'Give the project a title' })
  .trim()
  .min(VALET_TITLE_MIN_LENGTH, { error: `Write at least ${VALET_TITLE_MIN_LENGTH} characters` })
  .max(VALET_TITLE_MAX_LENGTH, { error: `Use at most ${VALET_TITLE_MAX_LENGTH} characters` });

export const ValetDescriptionSchema = z
  .string({ error: 'Describe the project' })
  .trim()
  .min(VALET_DESCRIPTION_MIN_LENGTH, {
    error: `Write at least ${VALET_DESCRIPTION_MIN_LENGTH} characters, so agencies can quote`,
  })
  .max(VALET_DESCRIPTION_MAX_LENGTH, {
    error: `Use at most ${VALET_DESCRIPTION_MAX_LENGTH} characters`,
  });

export const ValetBudgetSchema = z
  .object({
    min: z
      .number({ error: 'Pick a budget' })
      .int()
      .min(VALET_BUDGET_FLOOR, { error: `At least $${VALET_BUDGET_FLOOR}` })
      .max(VALET_BUDGET_CEILING, { error: `At most $${VALET_BUDGET_CEILING}` }),
    max: z
      .number({ error: 'Pick a budget' })
      .int()
      .min(VALET_BUDGET_FLOOR, { error: `At least $${VALET_BUDGET_FLOOR}` })
      .max(VALET_BUDGET_CEILING, { error: `At most $${VALET_BUDGET_CEILING}` }),
  })
  .refine((budget) => budget.min <= budget.max, {
    error: 'The lower end must not be above the upper end',
    path: ['max'],
  });
export type ValetBudget = z.infer<typeof ValetBudgetSchema>;

/**
 * A storage path the upload call answered (`valet/…`): a brief document or the voice note. The
 * server accepts only paths it issued (the prefix, and the object must exist).
 */
export const ValetUploadPathSchema = z
  .string()
  .regex(/^valet\/[A-Za-z0-9/_.-]{1,200}$/, { error: 'must be a path the upload answered' });

const PhoneSchema = z
  .string()
  .trim()
  .max(40, { error: 'Use at most 40 characters' })
  .regex(/^[+()\d\s./-]*$/, { error: 'Use digits, spaces and + ( ) - . / only' });

/**
 * The fields of the submission payload (below), one rule each: the wizard's slides pick theirs
 * from here (valet-steps.ts), since a schema with refinements cannot be picked from.
 */
export const ValetSubmissionFieldsSchema = z.object({
  title: ValetTitleSchema,
  name: PersonNameSchema,
  email: EmailSchema,
  website: z.union([UrlSchema, z.literal('')]).default(''),
  phone: PhoneSchema.default(''),
  role: z.string().trim().max(80, { error: 'Use at most 80 characters' }).default(''),
  company_country: smallintId('Pick your country').optional(),
  company_city: intId('Pick your city').optional(),
  services: z
    .array(smallintId('Pick a service from the list'))
    .min(1, { error: 'Pick at least one service' })
    .max(VALET_MAX_SERVICES + VALET_MAX_PARENT_SERVICES, {
      error: `Pick at most ${VALET_MAX_SERVICES} services`,
    }),
  focuses: z
    .array(smallintId('Pick a focus from the list'))
    .max(VALET_MAX_FOCUSES, { error: `Pick at most ${VALET_MAX_FOCUSES} focuses` })
    .default([]),
  countries: z
    .array(smallintId('Pick a country from the list'))
    .max(VALET_MAX_LOCATIONS)
    .default([]),
  cities: z.array(intId('Pick a city from the list')).max(VALET_MAX_LOCATIONS).default([]),
  project_start: ProjectStartSchema,
  project_budget: ValetBudgetSchema.nullable(),
  project_stage: ProjectStageSchema,
  project_description: ValetDescriptionSchema,
  original_project_description: z
    .string()
    .max(VALET_DESCRIPTION_MAX_LENGTH * 2)
    .default(''),
  voice_recording_path: ValetUploadPathSchema.nullable().default(null),
  files: z
    .array(ValetUploadPathSchema)
    .max(VALET_MAX_FILES, { error: `Attach at most ${VALET_MAX_FILES} files` })
    .default([]),
  misc_meta: z
    .object({
      send_phone: z.boolean().default(true),
      form_style: z.enum(['with_focuses_step', 'without_focuses_step']).optional(),
      contact_details_mode: z.enum(['with_phone_and_role', 'without_phone_and_role']).optional(),
      source: z.string().max(200).optional(),
    })
    .default({ send_phone: true }),
  captcha: CaptchaFieldSchema,
  idempotency_key: IdempotencyKeySchema,
});

/**
 * SPEC §3 "Project submission payload": what the wizard sends, built from the selection, plus the
 * captcha and the idempotency key. `company_country` or `company_city` is the buyer's own
 * location (SPEC: company_{location type}). Countries and cities are empty when the location is
 * ignored; the budget is null when ignored.
 */
export const ValetSubmissionBodySchema = ValetSubmissionFieldsSchema.refine(
  (body) => body.company_country !== undefined || body.company_city !== undefined,
  { error: 'Pick where you are', path: ['company_country'] },
);
export type ValetSubmissionBody = z.input<typeof ValetSubmissionBodySchema>;
export type ValetSubmission = z.output<typeof ValetSubmissionBodySchema>;

// ---------------------------------------------------------------------------------------------
// After the submission (issue 18): the project, its shortlist and the companies' answers.

/**
 * A project's life (SPEC §4): a guest's project waits for its e-mail link (`awaiting_verification`),
 * then shows its shortlist (`shortlisted`); the buyer releases the brief to the companies they
 * choose (`released`), accepts one company's quote (`hired`: the others are told, no more answers
 * come) and marks it done (`completed`).
 */
export const VALET_PROJECT_STATUSES = [
  'awaiting_verification',
  'shortlisted',
  'released',
  'hired',
  'completed',
] as const;
export const ValetProjectStatusSchema = z.enum(VALET_PROJECT_STATUSES, {
  error: `status: ${VALET_PROJECT_STATUSES.join(', ')}`,
});
export type ValetProjectStatus = z.infer<typeof ValetProjectStatusSchema>;
export const VALET_PROJECT_STATUS_LABELS: Readonly<Record<ValetProjectStatus, string>> = {
  awaiting_verification: 'Waiting for the e-mail link',
  shortlisted: 'Shortlist ready',
  released: 'Sent to companies',
  hired: 'Company hired',
  completed: 'Done',
};

/**
 * Where one company stands with a project: matched (`shortlisted`, the buyer has not sent it the
 * brief), `released` (it has the brief), `accepted`, `declined` (with a reason) or `quoted`.
 */
export const VALET_MATCH_STATUSES = [
  'shortlisted',
  'released',
  'accepted',
  'declined',
  'quoted',
] as const;
export const ValetMatchStatusSchema = z.enum(VALET_MATCH_STATUSES, {
  error: `status: ${VALET_MATCH_STATUSES.join(', ')}`,
});
export type ValetMatchStatus = z.infer<typeof ValetMatchStatusSchema>;
export const VALET_MATCH_STATUS_LABELS: Readonly<Record<ValetMatchStatus, string>> = {
  shortlisted: 'Not sent yet',
  released: 'Waiting for an answer',
  accepted: 'Accepted',
  declined: 'Declined',
  quoted: 'Quote received',
};
/** The same states as the company's people read them on their leads: their own answer. */
export const VALET_LEAD_STATUS_LABELS: Readonly<Record<ValetMatchStatus, string>> = {
  shortlisted: 'Not sent yet',
  released: 'Waiting for your answer',
  accepted: 'Accepted',
  declined: 'Declined',
  quoted: 'Quote sent',
};

/** The shortlist's length, and how many companies a buyer releases at once. */
export const VALET_SHORTLIST_SIZE = 5;
/** The promise: this many answers within VALET_ANSWER_MINUTES of a release, or more matches. */
export const VALET_PROMISED_ANSWERS = 3;
export const VALET_ANSWER_MINUTES = 60;
/** How long the e-mailed project link works (it can be used again within that time). */
export const VALET_LINK_DAYS = 7;

export const VALET_UPLOAD_KINDS = ['file', 'voice'] as const;
export type ValetUploadKind = (typeof VALET_UPLOAD_KINDS)[number];
/** What a brief document may be (checked by the server by type and content). */
export const VALET_FILE_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
  'image/png',
  'image/jpeg',
  'image/webp',
] as const;
/** What a voice note may be (MediaRecorder's formats). */
export const VALET_VOICE_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4'] as const;

/** An uploaded brief document, voice note or quote attachment. */
export const ValetUploadSchema = z.object({
  /** What the submission (`files`, `voice_recording_path`) or a quote (`attachment_path`) sends. */
  path: z.string(),
  /** The file's name as uploaded (shown to companies). */
  name: z.string(),
  size: z.number().int().min(0),
  content_type: z.string(),
});
export type ValetUpload = z.infer<typeof ValetUploadSchema>;

/** A stored file as a link to open or play. */
export const ValetFileLinkSchema = z.object({
  path: z.string(),
  name: z.string(),
  url: z.string(),
});
export type ValetFileLink = z.infer<typeof ValetFileLinkSchema>;

const NamedIdSchema = z.object({ id: z.number().int(), name: z.string() });

/** The brief as the buyer wrote it, with names for the chosen options. */
export const ValetBriefSchema = z.object({
  title: z.string(),
  description: z.string(),
  services: z.array(NamedIdSchema),
  focuses: z.array(NamedIdSchema),
  countries: z.array(NamedIdSchema),
  cities: z.array(NamedIdSchema),
  project_start: ProjectStartSchema,
  project_stage: ProjectStageSchema,
  /** Null: the buyer left the budget open. */
  budget: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  files: z.array(ValetFileLinkSchema),
  voice_recording: ValetFileLinkSchema.nullable(),
});
export type ValetBrief = z.infer<typeof ValetBriefSchema>;

/** A company's quote: its price in whole US dollars, its timeline, a message and an attachment. */
export const ValetQuoteSchema = z.object({
  amount: z.number().int(),
  timeline: z.string(),
  message: z.string(),
  attachment: ValetFileLinkSchema.nullable(),
  quoted_at: z.iso.datetime({ offset: true }),
});
export type ValetQuote = z.infer<typeof ValetQuoteSchema>;

/**
 * What the buyer decided about a company's quote: `accepted` (hired) or `declined` (a quote
 * turned down, or one not chosen because the buyer hired another company).
 */
export const VALET_BUYER_DECISIONS = ['accepted', 'declined'] as const;
export const ValetBuyerDecisionSchema = z.enum(VALET_BUYER_DECISIONS);
export type ValetBuyerDecision = z.infer<typeof ValetBuyerDecisionSchema>;

/** A matched company as the buyer sees it: why it was picked, and how it answered. */
export const ValetMatchSchema = z.object({
  company: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    logo: z.string().nullable(),
    rating: z.number().nullable(),
    review_count: z.number().int(),
    verified: z.boolean(),
    /** The company's median minutes from a lead to its first answer; null: not known yet. */
    median_reply_minutes: z.number().int().nullable(),
    /** Where its headquarters are ("Berlin, Germany"); null: not known. */
    location: z.string().nullable(),
  }),
  /** Which of the brief's services the company offers, in the brief's order. */
  covers: z.array(NamedIdSchema),
  /** The matching engine's score, 0 to 100 (docs/matching.md). */
  score: z.number(),
  /** Why it was picked, in words ("covers 3 of 3 services"). */
  reasons: z.array(z.string()),
  status: ValetMatchStatusSchema,
  released: z.boolean(),
  released_at: z.iso.datetime({ offset: true }).nullable(),
  /** When it first answered (accepted, declined, asked or quoted); null: not yet. */
  answered_at: z.iso.datetime({ offset: true }).nullable(),
  decline_reason: z.string().nullable(),
  quote: ValetQuoteSchema.nullable(),
  /** The buyer's decision on the quote; null: none yet. */
  buyer_decision: ValetBuyerDecisionSchema.nullable(),
  /** The reason the buyer gave with it, if any. */
  buyer_decision_reason: z.string().nullable(),
  /** The conversation with the company's people (from the release on). */
  conversation_id: z.uuid().nullable(),
});
export type ValetMatch = z.infer<typeof ValetMatchSchema>;

/** A project as its buyer reads it. */
export const ValetProjectSchema = z.object({
  id: z.uuid(),
  status: ValetProjectStatusSchema,
  title: z.string(),
  brief: ValetBriefSchema,
  /** The buyer's e-mail address and whether the e-mailed link proved it (needed to release). */
  email: z.string(),
  email_verified: z.boolean(),
  /** Up to VALET_SHORTLIST_SIZE companies, best first, released or not. */
  shortlist: z.array(ValetMatchSchema),
  /**
   * The next best companies, offered when fewer than VALET_PROMISED_ANSWERS released companies
   * answered within VALET_ANSWER_MINUTES; the buyer may release them too. Empty otherwise.
   */
  more_matches: z.array(ValetMatchSchema),
  created_at: z.iso.datetime({ offset: true }),
  /** The first release; the hour of the promise counts from here. */
  released_at: z.iso.datetime({ offset: true }).nullable(),
  /** released_at + VALET_ANSWER_MINUTES: when the answers are due. */
  answers_due_at: z.iso.datetime({ offset: true }).nullable(),
  /** The company whose quote the buyer accepted, and when; null: none yet. */
  hired_company_id: z.number().int().nullable(),
  hired_at: z.iso.datetime({ offset: true }).nullable(),
  completed_at: z.iso.datetime({ offset: true }).nullable(),
});
export type ValetProject = z.infer<typeof ValetProjectSchema>;

/** The buyer's contact details: a company sees them only after it accepted. */
export const ValetContactSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string(),
  role: z.string(),
  /** The buyer's city or country. */
  location: z.string().nullable(),
});
export type ValetContact = z.infer<typeof ValetContactSchema>;

/** A released project as a company's members see it in their inbox. */
export const ValetRequestSummarySchema = z.object({
  /** The project's id. */
  id: z.uuid(),
  title: z.string(),
  status: ValetMatchStatusSchema,
  project_status: ValetProjectStatusSchema,
  released_at: z.iso.datetime({ offset: true }),
  answered_at: z.iso.datetime({ offset: true }).nullable(),
  /** Minutes from the release to the first answer, or to now while unanswered. */
  waiting_minutes: z.number().int().min(0),
  budget: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  conversation_id: z.uuid().nullable(),
  /** What the buyer decided about this company's quote (accepted: hired); null: nothing yet. */
  buyer_decision: ValetBuyerDecisionSchema.nullable(),
  buyer_decision_reason: z.string().nullable(),
});
export type ValetRequestSummary = z.infer<typeof ValetRequestSummarySchema>;

export const ValetRequestSchema = ValetRequestSummarySchema.extend({
  brief: ValetBriefSchema,
  /** Null until this company accepted; never after it declined. */
  contact: ValetContactSchema.nullable(),
  decline_reason: z.string().nullable(),
  quote: ValetQuoteSchema.nullable(),
  /** Why the engine picked this company. */
  reasons: z.array(z.string()),
});
export type ValetRequest = z.infer<typeof ValetRequestSchema>;

export const VALET_DECLINE_REASON_MIN_LENGTH = 3;
export const VALET_DECLINE_REASON_MAX_LENGTH = 1000;
export const VALET_QUESTION_MAX_LENGTH = 2000;
export const VALET_QUOTE_MESSAGE_MAX_LENGTH = 5000;
export const VALET_QUOTE_MAX_AMOUNT = 100_000_000;

export const ValetDeclineBodySchema = z
  .object({
    reason: z
      .string({ error: 'reason: tell the buyer why' })
      .trim()
      .min(VALET_DECLINE_REASON_MIN_LENGTH, { error: 'reason: tell the buyer why' })
      .max(VALET_DECLINE_REASON_MAX_LENGTH, {
        error: `reason: use at most ${VALET_DECLINE_REASON_MAX_LENGTH} characters`,
      }),
  })
  .strict();
export type ValetDeclineBody = z.input<typeof ValetDeclineBodySchema>;

export const ValetQuestionBodySchema = z
  .object({
    text: z
      .string({ error: 'text: write your question' })
      .trim()
      .min(2, { error: 'text: write your question' })
      .max(VALET_QUESTION_MAX_LENGTH, {
        error: `text: use at most ${VALET_QUESTION_MAX_LENGTH} characters`,
      }),
  })
  .strict();
export type ValetQuestionBody = z.input<typeof ValetQuestionBodySchema>;

export const ValetQuoteBodySchema = z
  .object({
    amount: z
      .number({ error: 'amount: the price in US dollars' })
      .int({ error: 'amount: a whole number of US dollars' })
      .min(1, { error: 'amount: the price in US dollars' })
      .max(VALET_QUOTE_MAX_AMOUNT, { error: `amount: at most ${VALET_QUOTE_MAX_AMOUNT}` }),
    timeline: z
      .string({ error: 'timeline: say how long it takes' })
      .trim()
      .min(2, { error: 'timeline: say how long it takes' })
      .max(200, { error: 'timeline: use at most 200 characters' }),
    message: z
      .string({ error: 'message: write to the buyer' })
      .trim()
      .min(10, { error: 'message: write at least 10 characters' })
      .max(VALET_QUOTE_MESSAGE_MAX_LENGTH, {
        error: `message: use at most ${VALET_QUOTE_MESSAGE_MAX_LENGTH} characters`,
      }),
    attachment_path: ValetUploadPathSchema.nullable().default(null),
    idempotency_key: IdempotencyKeySchema,
  })
  .strict();
export type ValetQuoteBody = z.input<typeof ValetQuoteBodySchema>;

export const ValetReleaseBodySchema = z
  .object({
    company_ids: z
      .array(intId('company_ids: pick companies from the shortlist'))
      .min(1, { error: 'company_ids: pick at least one company' })
      .max(VALET_SHORTLIST_SIZE, {
        error: `company_ids: pick at most ${VALET_SHORTLIST_SIZE} companies`,
      }),
    idempotency_key: IdempotencyKeySchema,
  })
  .strict();
export type ValetReleaseBody = z.input<typeof ValetReleaseBodySchema>;

export const VALET_DECISION_REASON_MAX_LENGTH = 1000;

/** The buyer accepts a company's quote; the others may be told why they were not chosen. */
export const ValetAcceptQuoteBodySchema = z
  .object({
    reason_for_others: z
      .string({ error: 'reason_for_others: write a few words, or leave it out' })
      .trim()
      .max(VALET_DECISION_REASON_MAX_LENGTH, {
        error: `reason_for_others: use at most ${VALET_DECISION_REASON_MAX_LENGTH} characters`,
      })
      .default(''),
  })
  .strict();
export type ValetAcceptQuoteBody = z.input<typeof ValetAcceptQuoteBodySchema>;

/** The buyer turns a company's quote down, saying why. */
export const ValetDeclineQuoteBodySchema = z
  .object({
    reason: z
      .string({ error: 'reason: tell the company why' })
      .trim()
      .min(VALET_DECLINE_REASON_MIN_LENGTH, { error: 'reason: tell the company why' })
      .max(VALET_DECISION_REASON_MAX_LENGTH, {
        error: `reason: use at most ${VALET_DECISION_REASON_MAX_LENGTH} characters`,
      }),
  })
  .strict();
export type ValetDeclineQuoteBody = z.input<typeof ValetDeclineQuoteBodySchema>;

/** The secret of the e-mailed project link. */
export const ValetLinkTokenSchema = z
  .string({ error: 'token: this link is not valid' })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'token: this link is not valid' });
