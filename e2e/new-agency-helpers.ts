import { and, eq, isNull, notExists } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Database } from '../packages/server/src/db/client';
import * as schema from '../packages/server/src/db/schema';
import { insertSignedInUser } from '../packages/server/test/helpers/users';
import { axeViolations, screenshotBothWidths } from './browser';
export { openMail } from './browser';

/** The moderators' token global-setup.ts gives the server (ADMIN_TOKEN). */
const ADMIN_TOKEN = 'atlas-e2e-admin-token-0123456789';

/**
 * One h1 and no axe violations. Pages kept alive by a client-side navigation stay in the document,
 * hidden, so only the h1s a person can see count.
 */
export async function checked(page: Page, name: string): Promise<void> {
  expect(await page.locator('h1:visible').count(), `${name}: one h1`).toBe(1);
  expect(await axeViolations(page), `${name}: axe`).toEqual([]);
}

/** The same, then screenshots at 375 and 1280 px (/tmp/{name}-375.png and -1280.png). */
export async function looked(page: Page, name: string): Promise<void> {
  await checked(page, name);
  await screenshotBothWidths(page, name);
}

export interface SponsorablePage {
  country: string;
  city: string;
  cityId: number;
  service: string;
  serviceId: number;
}

/** A TOP 10 page (city × top-level service) that nobody sponsors. */
export async function unsponsoredPage(db: Database['db']): Promise<SponsorablePage> {
  const [page] = await db
    .select({
      country: schema.countries.name,
      city: schema.cities.name,
      cityId: schema.cities.id,
      service: schema.services.name,
      serviceId: schema.services.id,
    })
    .from(schema.citySponsorshipPages)
    .innerJoin(schema.cities, eq(schema.cities.id, schema.citySponsorshipPages.cityId))
    .innerJoin(schema.countries, eq(schema.countries.id, schema.cities.countryId))
    .innerJoin(schema.services, eq(schema.services.id, schema.citySponsorshipPages.serviceId))
    .where(
      and(
        isNull(schema.services.parentId),
        notExists(
          db
            .select({ id: schema.sponsorships.id })
            .from(schema.sponsorships)
            .where(eq(schema.sponsorships.pageId, schema.citySponsorshipPages.id)),
        ),
      ),
    )
    .orderBy(schema.citySponsorshipPages.id)
    .limit(1);
  if (!page) throw new Error('the demo data has no TOP 10 page without sponsors');
  return page;
}

/**
 * A client's review of the company, written through the API as a signed-in client and approved
 * with the moderators' token: published, as e2e/reviews.e2e.ts walks it in the browser.
 */
export async function publishReview(
  baseUrl: string,
  db: Database['db'],
  company: { slug: string; serviceId: number },
): Promise<void> {
  const stamp = Date.now();
  const client = await insertSignedInUser(db, `client.${stamp}@client.test`, 'Rita Client');
  const written = await fetch(`${baseUrl}/api/reviews`, {
    method: 'POST',
    headers: { authorization: `Bearer ${client.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      company_slug: company.slug,
      service_id: company.serviceId,
      summary: 'A new online shop with a faster checkout.',
      cost_range: '$10,000 to $49,999',
      duration: '3 to 6 months',
      project_start: '2024-03',
      rating: 5,
      quality_rating: 5,
      schedule_rating: 4,
      cost_rating: 4,
      willingness_to_refer_rating: 5,
      title: 'A shop that sells',
      body: 'They listened, planned the work in small steps and shipped a shop our customers like: orders are up and the support calls are down.',
      reviewer_name: 'Rita Client',
      reviewer_role: 'Head of E-commerce',
      idempotency_key: `review-${stamp}-0000000`,
    }),
  });
  expect(written.status).toBe(200);
  const review: { data: { id: number; confirmed: boolean } } = await written.json();
  expect(review.data.confirmed).toBe(true);
  const moderated = await fetch(`${baseUrl}/api/admin/reviews/${review.data.id}/moderation`, {
    method: 'POST',
    headers: { 'x-admin-token': ADMIN_TOKEN, 'content-type': 'application/json' },
    body: JSON.stringify({ decision: 'approve', reason: 'A real client of theirs.' }),
  });
  expect(moderated.status).toBe(200);
}
