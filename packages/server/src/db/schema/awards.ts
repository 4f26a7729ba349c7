import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { inList } from './constraints';
import { services } from './taxonomy';
import { AWARD_EDITIONS, type AwardEdition } from '@atlas/api/options';

/** Award editions with results (the embedded widgets go back to 2021): @atlas/api's list. */
export { AWARD_EDITIONS, type AwardEdition } from '@atlas/api/options';

export const AWARD_RESULTS = ['winner', 'nominee'] as const;
export type AwardResult = (typeof AWARD_RESULTS)[number];

export const awardResults = pgTable(
  'award_results',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    edition: smallint('edition').$type<AwardEdition>().notNull(),
    serviceId: smallint('service_id')
      .notNull()
      .references(() => services.id),
    result: text('result', { enum: AWARD_RESULTS }).notNull(),
  },
  (t) => [
    unique('award_results_company_edition_service_unique').on(t.companyId, t.edition, t.serviceId),
    index('award_results_edition_service_idx').on(t.edition, t.serviceId, t.result),
    check(
      'award_results_edition_check',
      sql`${t.edition} BETWEEN ${sql.raw(String(AWARD_EDITIONS[0]))} AND ${sql.raw(String(AWARD_EDITIONS[AWARD_EDITIONS.length - 1]))}`,
    ),
    check('award_results_result_check', inList(t.result, AWARD_RESULTS)),
  ],
);
