import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  AWARD_APPLICATION_STATUSES,
  AWARD_NOMINEE_SOURCES,
  AWARD_NOMINEE_STATUSES,
  AWARD_VOTE_STATUSES,
} from '@atlas/api/awards';
import { AWARD_EDITIONS, type AwardEdition } from '@atlas/api/options';
import { companies } from './companies';
import { inList } from './constraints';
import { regions } from './locations';
import { services } from './taxonomy';
import { users } from './users';

/**
 * The awards (issue 20): editions, their categories (a service, optionally a region), nominees with
 * their jury scores, public votes and the companies' questionnaires. `award_results` (awards.ts)
 * stays the directory's summary of who was nominated and who won; publishing winners writes it.
 */

/** One edition a year. Its weights are published with the result (docs/awards.md). */
export const awardEditions = pgTable(
  'award_editions',
  {
    year: smallint('year').$type<AwardEdition>().primaryKey(),
    /** The edition's story, shown on /awards-{year}. */
    story: text('story').notNull(),
    /** Weights of the score's parts in percent; they add up to 100. */
    juryWeight: smallint('jury_weight').notNull(),
    votesWeight: smallint('votes_weight').notNull(),
    reviewsWeight: smallint('reviews_weight').notNull(),
    /** Reviews published up to this moment count in the reviews part (a recount sees the same). */
    reviewsCutoff: timestamp('reviews_cutoff', { withTimezone: true }).notNull(),
    /** Set when staff publish the winners; the edition is in its winners phase from then. */
    winnersPublishedAt: timestamp('winners_published_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'award_editions_year_check',
      sql`${t.year} BETWEEN ${sql.raw(String(AWARD_EDITIONS[0]))} AND ${sql.raw(String(AWARD_EDITIONS[AWARD_EDITIONS.length - 1]))}`,
    ),
    check(
      'award_editions_weights_check',
      sql`${t.juryWeight} >= 0 AND ${t.votesWeight} >= 0 AND ${t.reviewsWeight} >= 0 AND ${t.juryWeight} + ${t.votesWeight} + ${t.reviewsWeight} = 100`,
    ),
  ],
);

/** A category of an edition: a service, optionally within a region. */
export const awardCategories = pgTable(
  'award_categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    edition: smallint('edition')
      .$type<AwardEdition>()
      .notNull()
      .references(() => awardEditions.year, { onDelete: 'cascade' }),
    /** The category's address within the edition: the service slug, plus the region's. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    serviceId: smallint('service_id')
      .notNull()
      .references(() => services.id),
    regionId: smallint('region_id').references(() => regions.id),
    /** How many of the best-scored nominees win when the winners are published. */
    winnerSlots: smallint('winner_slots').notNull().default(1),
  },
  (t) => [
    unique('award_categories_edition_slug_unique').on(t.edition, t.slug),
    index('award_categories_service_idx').on(t.serviceId, t.edition),
    check('award_categories_winner_slots_check', sql`${t.winnerSlots} BETWEEN 0 AND 10`),
  ],
);

/**
 * A company nominated in a category, with its published score once the winners are out: the parts
 * are kept as published so the page shows them and a recount can be compared with them.
 */
export const awardNominees = pgTable(
  'award_nominees',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => awardCategories.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    source: text('source', { enum: AWARD_NOMINEE_SOURCES }).notNull(),
    status: text('status', { enum: AWARD_NOMINEE_STATUSES }).notNull().default('nominee'),
    /** Published parts (0–100, two decimals) and the final score; null until published. */
    juryPart: numeric('jury_part', { precision: 5, scale: 2 }),
    votesPart: numeric('votes_part', { precision: 5, scale: 2 }),
    reviewsPart: numeric('reviews_part', { precision: 5, scale: 2 }),
    finalScore: numeric('final_score', { precision: 5, scale: 2 }),
    /** Counted public votes at publication. */
    votesCounted: integer('votes_counted'),
    /** Its place in the category at publication (1 is the best). */
    rank: smallint('rank'),
  },
  (t) => [
    unique('award_nominees_category_company_unique').on(t.categoryId, t.companyId),
    index('award_nominees_company_idx').on(t.companyId),
    check('award_nominees_source_check', inList(t.source, AWARD_NOMINEE_SOURCES)),
    check('award_nominees_status_check', inList(t.status, AWARD_NOMINEE_STATUSES)),
  ],
);

/** One juror's score (0–100) of one nominee. */
export const awardJuryScores = pgTable(
  'award_jury_scores',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nomineeId: integer('nominee_id')
      .notNull()
      .references(() => awardNominees.id, { onDelete: 'cascade' }),
    juror: text('juror').notNull(),
    score: smallint('score').notNull(),
  },
  (t) => [
    unique('award_jury_scores_nominee_juror_unique').on(t.nomineeId, t.juror),
    check('award_jury_scores_score_check', sql`${t.score} BETWEEN 0 AND 100`),
  ],
);

/**
 * One person's vote in one category: the person is the mailbox behind their e-mail address (a
 * signed-in account's verified one, or the guest's that the one-time link proved), one vote per
 * mailbox per category. A vote counts only once confirmed; a burst from one network holds it for
 * review; staff may discard it, with the reason.
 */
export const awardVotes = pgTable(
  'award_votes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => awardCategories.id, { onDelete: 'cascade' }),
    nomineeId: integer('nominee_id')
      .notNull()
      .references(() => awardNominees.id, { onDelete: 'cascade' }),
    /** The address as the voter gave it (lower-cased): where the vote's links are sent. */
    voterEmail: text('voter_email').notNull(),
    /**
     * The mailbox the vote is counted against (`voterIdentity` of @atlas/api/voter-identity):
     * `me+2@gmail.com` and `m.e@gmail.com` are `me@gmail.com`.
     */
    voterIdentity: text('voter_identity').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: AWARD_VOTE_STATUSES }).notNull(),
    /** Why the vote is held or was discarded (burst, staff decision …). */
    reason: text('reason'),
    /** A keyed hash of the voter's network (never the address itself). */
    network: text('network').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('award_votes_category_identity_unique').on(t.categoryId, t.voterIdentity),
    index('award_votes_nominee_status_idx').on(t.nomineeId, t.status),
    index('award_votes_network_created_idx').on(t.network, t.createdAt),
    check('award_votes_status_check', inList(t.status, AWARD_VOTE_STATUSES)),
  ],
);

/** The one-time links a guest's vote is confirmed (or changed) with: only the hash is kept. */
export const awardVoteTokens = pgTable(
  'award_vote_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    voteId: integer('vote_id')
      .notNull()
      .references(() => awardVotes.id, { onDelete: 'cascade' }),
    /** The nominee the link confirms (a change of vote sends a new link). */
    nomineeId: integer('nominee_id')
      .notNull()
      .references(() => awardNominees.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('award_vote_tokens_vote_idx').on(t.voteId)],
);

/** A company applying for a category through /awards/questionnaire, with its evidence. */
export const awardApplications = pgTable(
  'award_applications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => awardCategories.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    evidence: text('evidence').notNull(),
    status: text('status', { enum: AWARD_APPLICATION_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('award_applications_category_company_unique').on(t.categoryId, t.companyId),
    check('award_applications_status_check', inList(t.status, AWARD_APPLICATION_STATUSES)),
  ],
);
