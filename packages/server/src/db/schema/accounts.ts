import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { inList } from './constraints';

export const ACCOUNT_TOKEN_PURPOSES = ['verify_email', 'reset_password'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * One-time secrets sent by e-mail (verification, password reset). Only a hash of the secret is
 * stored; a token is spent by setting `used_at`, and is worthless after `expires_at`.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('account_tokens_user_id_idx').on(t.userId),
    check('account_tokens_purpose_check', inList(t.purpose, ACCOUNT_TOKEN_PURPOSES)),
  ],
);

/** A provider account (Google, LinkedIn) linked to one of our users. */
export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    provider: text('provider').notNull(),
    /** The provider's stable subject identifier (`sub`). */
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    index('oauth_identities_user_id_idx').on(t.userId),
  ],
);

/**
 * An authorization-code flow in progress: the browser holds only the id (in a short-lived cookie);
 * state, nonce and the PKCE verifier stay here and are deleted when the flow returns.
 */
export const oauthFlows = pgTable('oauth_flows', {
  id: uuid('id').primaryKey().defaultRandom(),
  provider: text('provider').notNull(),
  state: text('state').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  /** Local path to land on after signing in. */
  redirectPath: text('redirect_path').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Which optional mail a user receives. `manage_id` is the unguessable key in the preferences and
 * unsubscribe links, so those links work without signing in.
 */
export const emailPreferences = pgTable('email_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  manageId: uuid('manage_id').notNull().unique().defaultRandom(),
  newsletter: boolean('newsletter').notNull().default(true),
  reviews: boolean('reviews').notNull().default(true),
  awards: boolean('awards').notNull().default(true),
  inbox: boolean('inbox').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Proof-of-work captcha challenges: issued, solved by the browser, spent once. */
export const captchaChallenges = pgTable('captcha_challenges', {
  id: uuid('id').primaryKey().defaultRandom(),
  challenge: text('challenge').notNull(),
  difficulty: integer('difficulty').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
