import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';

type PropValue = string | number | boolean | null;

/** A beacon as it waits in memory: the company still named by its slug, resolved when written. */
export interface PendingEvent {
  name: string;
  occurredAt: Date;
  path: string;
  /** The company the event is about, when it names one. */
  companySlug: string | null;
  /** Kept only when `companySlug` names a company (a listing's impression of one card). */
  companyRequired: boolean;
  props: Record<string, PropValue>;
}

/**
 * Writes a batch of beacons in one INSERT (the batch travels as one JSON parameter, so its size
 * meets no limit on bind parameters), resolving the slugs to companies in the same statement: an
 * unknown slug leaves the event without a company, or leaves it out when one was required.
 */
export async function insertPendingEvents(
  db: AppDatabase,
  events: readonly PendingEvent[],
): Promise<void> {
  if (events.length === 0) return;
  const rows = JSON.stringify(
    events.map((event) => ({
      name: event.name,
      occurred_at: event.occurredAt.toISOString(),
      path: event.path,
      company_slug: event.companySlug,
      company_required: event.companyRequired,
      props: event.props,
    })),
  );
  await db.execute(sql`
    INSERT INTO analytics_events (name, occurred_at, path, company_id, props)
    SELECT e.name, e.occurred_at, e.path, c.id, e.props
    FROM jsonb_to_recordset(${rows}::jsonb) AS e(
      name text, occurred_at timestamptz, path text, company_slug text,
      company_required boolean, props jsonb)
    LEFT JOIN companies c ON c.slug = e.company_slug
    WHERE c.id IS NOT NULL OR NOT e.company_required`);
}
