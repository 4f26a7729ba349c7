import { eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListCompaniesResponseSchema } from '@atlas/api/endpoints/list-companies';
import { GetTopCompaniesResponseSchema } from '@atlas/api/endpoints/get-top-companies';
import { refreshCompanies } from '../src/db/company-search';
import {
  cities,
  citySponsorshipPages,
  companies,
  companyLocations,
  companySearch,
  companyServices,
  services,
} from '../src/db/schema';
import { rankPoints } from '../src/modules/companies/relevance';
import { apiCaller } from './helpers/inject';
import { buildTestServer, type TestServer } from './helpers/server';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-03-10T12:00:00Z');

let server: TestServer;
let ip = 0;
const call = apiCaller(
  () => server.app,
  () => `10.23.0.${(ip++ % 250) + 1}`,
);
const db = () => server.app.database.db;

let page: {
  id: number;
  city: { id: number; slug: string; countryId: number };
  service: { id: number; slug: string };
};
let otherServiceId: number;
const ids = new Map<string, number>();

/**
 * The page's companies: their share of the page's service (the rest is another service) and
 * their profile score. Chosen so that score alone and rank points disagree often.
 */
const AGENCIES: readonly { name: string; share: number; score: number }[] = [
  { name: 'Focused Web Studio', share: 90, score: 640 },
  { name: 'Mostly PPC Agency', share: 19, score: 820 },
  { name: 'Half and Half', share: 50, score: 700 },
  { name: 'Only Web', share: 100, score: 500 },
  { name: 'Big Generalist', share: 10, score: 900 },
  { name: 'Three Quarters', share: 75, score: 610 },
  { name: 'Side Line', share: 30, score: 760 },
  { name: 'Sixty Forty', share: 60, score: 560 },
  { name: 'Small Specialist', share: 100, score: 450 },
  { name: 'Famous Elsewhere', share: 5, score: 990 },
  { name: 'Even Split', share: 45, score: 680 },
  { name: 'Nearly All Web', share: 85, score: 520 },
  { name: 'Tiny Web Arm', share: 20, score: 870 },
  { name: 'Web First', share: 95, score: 430 },
  { name: 'Balanced Shop', share: 55, score: 600 },
  { name: 'Some Web', share: 40, score: 720 },
  // Ties in rank points: the higher score first, then the older company.
  { name: 'Tie High Score', share: 20, score: 800 },
  { name: 'Tie Low Score', share: 100, score: 480 },
];

async function insertAgency(agency: (typeof AGENCIES)[number]) {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .insert(companies)
      .values({
        slug: agency.name.toLowerCase().replaceAll(' ', '-'),
        name: agency.name,
        companySize: 10,
      })
      .returning();
    if (!row) throw new Error('no company');
    await tx.insert(companyLocations).values({
      companyId: row.id,
      cityId: page.city.id,
      countryId: page.city.countryId,
      isHeadquarter: true,
      address: '1 Market Street',
    });
    await tx
      .insert(companyServices)
      .values({ companyId: row.id, serviceId: page.service.id, percentage: agency.share });
    if (agency.share < 100)
      await tx.insert(companyServices).values({
        companyId: row.id,
        serviceId: otherServiceId,
        percentage: 100 - agency.share,
      });
    return row.id;
  });
}

const inPage = () =>
  sql`${companySearch.cityIds} && ARRAY[${page.city.id}]::int4[] AND ${companySearch.serviceIds} && ARRAY[${page.service.id}]::int2[]`;

/** Every company of the page in the order the rule of docs/ranking.md gives, worked out here. */
async function expectedOrder(): Promise<number[]> {
  const rows = await db()
    .select({
      id: companySearch.companyId,
      score: companySearch.score,
      services: companySearch.services,
    })
    .from(companySearch)
    .where(inPage());
  return rows
    .map((row) => {
      const share = row.services.find((item) => item.id === page.service.id)?.percentage ?? 0;
      return { id: row.id, score: row.score, points: rankPoints(row.score, share) };
    })
    .sort((a, b) => b.points - a.points || b.score - a.score || a.id - b.id)
    .map((row) => row.id);
}

async function listing(query: string) {
  const response = await call('GET', `/api/companies?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return ListCompaniesResponseSchema.parse(response.json());
}

const id = (name: string) => {
  const found = ids.get(name);
  if (found === undefined) throw new Error(`no agency ${name}`);
  return found;
};

beforeAll(async () => {
  server = await buildTestServer({ companies: 2, clock: { now: () => now } });
  const [row] = await db()
    .select({
      id: citySponsorshipPages.id,
      cityId: cities.id,
      citySlug: cities.slug,
      countryId: cities.countryId,
      serviceId: services.id,
      serviceSlug: services.slug,
    })
    .from(citySponsorshipPages)
    .innerJoin(cities, eq(cities.id, citySponsorshipPages.cityId))
    .innerJoin(services, eq(services.id, citySponsorshipPages.serviceId))
    .limit(1);
  if (!row) throw new Error('the taxonomy has no sponsorship pages');
  page = {
    id: row.id,
    city: { id: row.cityId, slug: row.citySlug, countryId: row.countryId },
    service: { id: row.serviceId, slug: row.serviceSlug },
  };
  const [other] = await db()
    .select({ id: services.id })
    .from(services)
    .where(ne(services.id, page.service.id))
    .limit(1);
  if (!other) throw new Error('the taxonomy has one service');
  otherServiceId = other.id;
  for (const agency of AGENCIES) ids.set(agency.name, await insertAgency(agency));
  await refreshCompanies(db(), [...ids.values()]);
  // The scores as the listing reads them; any other company of the city ranks below them all.
  await db().update(companySearch).set({ score: 0 }).where(inPage());
  for (const agency of AGENCIES)
    await db()
      .update(companySearch)
      .set({ score: agency.score })
      .where(eq(companySearch.companyId, id(agency.name)));
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('a service listing weighs the share of the service', () => {
  it('puts a company doing 90 % of the service above one doing 19 % with a higher score', async () => {
    const place = `cities[]=${page.city.id}`;
    const byService = await listing(`${place}&services[]=${page.service.id}&per_page=50`);
    const order = byService.data.map((company) => company.id);
    const focused = order.indexOf(id('Focused Web Studio'));
    const ppc = order.indexOf(id('Mostly PPC Agency'));
    expect(focused).toBeGreaterThanOrEqual(0);
    expect(focused).toBeLessThan(ppc);
    // 640 × 190 / 200 = 608 rank points against 820 × 119 / 200 = 488.
    expect(byService.data[focused]?.relevance).toEqual({ share: 90, points: 608 });
    expect(byService.data[ppc]?.relevance).toEqual({ share: 19, points: 488 });
    expect(order).toEqual(await expectedOrder());

    // Without a service there is no share to weigh: the score alone orders, and says so.
    const byPlace = await listing(`${place}&per_page=50`);
    const plain = byPlace.data.map((company) => company.id);
    expect(plain.indexOf(id('Mostly PPC Agency'))).toBeLessThan(
      plain.indexOf(id('Focused Web Studio')),
    );
    expect(byPlace.data.every((company) => company.relevance === null)).toBe(true);

    // Another order chosen by the visitor is left as it was.
    const byName = await listing(
      `${place}&services[]=${page.service.id}&per_page=50&sort=name&order=asc`,
    );
    const names = byName.data.map((company) => company.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(byName.data.every((company) => company.relevance === null)).toBe(true);
  });

  it('pages through the whole order without losing or repeating a company', async () => {
    const expected = await expectedOrder();
    const seen: number[] = [];
    for (let number = 1; seen.length < expected.length; number += 1) {
      const answer = await listing(
        `cities[]=${page.city.id}&services[]=${page.service.id}&per_page=2&page=${number}`,
      );
      expect(answer.meta.total).toBe(expected.length);
      expect(answer.data.length).toBeGreaterThan(0);
      seen.push(...answer.data.map((company) => company.id));
    }
    expect(seen).toEqual(expected);
  });

  it('orders the TOP 10 of the service by the same rule, sponsored slots ranked by it too', async () => {
    const expected = await expectedOrder();
    const outside = expected[12];
    if (outside === undefined) throw new Error('fewer than 13 companies on the page');
    await server.app.topCompaniesRepository.insertSponsorship(
      {
        companyId: outside,
        pageId: page.id,
        status: 'active',
        startsAt: new Date(now.getTime() - DAY),
        endsAt: new Date(now.getTime() + 30 * DAY),
        confirmedAt: new Date(now.getTime() - DAY),
      },
      { userId: null, label: 'test' },
    );
    const response = await call(
      'GET',
      `/api/top-companies?city=${page.city.slug}&service=${page.service.slug}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const list = GetTopCompaniesResponseSchema.parse(response.json()).data;
    expect(list.companies.map((entry) => entry.company.id)).toEqual(expected.slice(0, 10));
    const focused = list.companies.find((entry) => entry.company.id === id('Focused Web Studio'));
    expect(focused?.company.relevance).toEqual({ share: 90, points: 608 });
    expect(list.companies.some((entry) => entry.company.id === id('Mostly PPC Agency'))).toBe(
      false,
    );
    // The sponsor keeps its slot and shows its place in the same order.
    expect(list.sponsored.map((entry) => [entry.company.id, entry.organic_rank])).toEqual([
      [outside, 13],
    ]);
  });
});
