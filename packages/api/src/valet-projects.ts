import { z } from 'zod';
import { intId } from './bounds';
import { ProjectStageSchema } from './options';
import { IdempotencyKeySchema } from './validation';
import { ProjectStartSchema, ValetUploadPathSchema } from './valet-fields';

/**
 * After the submission (issue 18): the project, its shortlist, the companies' answers and quotes,
 * and the buyer's decisions. Re-exported by `./valet`, which callers import.
 */

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
