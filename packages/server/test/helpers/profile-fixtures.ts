import { asc } from 'drizzle-orm';
import type { AppDatabase } from '../../src/db/client';
import {
  awardResults,
  cities,
  clientTypes,
  companies,
  companyClientTypes,
  companyFaqs,
  companyFocuses,
  companyIndustries,
  companyLocations,
  companyServices,
  focuses,
  industries,
  portfolioItems,
  reviews,
  services,
} from '../../src/db/schema';

type ReviewInsert = typeof reviews.$inferInsert;

/** Reference rows the seed wrote (taxonomy and places), to build companies from. */
export async function referenceData(db: AppDatabase) {
  const serviceRows = await db.select().from(services).orderBy(asc(services.id)).limit(3);
  const [focus] = await db.select().from(focuses).orderBy(asc(focuses.id)).limit(1);
  const [industry] = await db.select().from(industries).orderBy(asc(industries.id)).limit(1);
  const [clientType] = await db.select().from(clientTypes).orderBy(asc(clientTypes.id)).limit(1);
  const cityRows = await db.select().from(cities).orderBy(asc(cities.id)).limit(2);
  const [first, second, third] = serviceRows;
  const [cityA, cityB] = cityRows;
  if (!first || !second || !third || !focus || !industry || !clientType || !cityA || !cityB)
    throw new Error('seed the taxonomy first');
  return {
    services: [first, second, third] as const,
    focus,
    industry,
    clientType,
    cities: [cityA, cityB] as const,
  };
}

/** A company with nothing but its name and headquarters. */
export async function insertBareCompany(
  db: AppDatabase,
  slug: string,
  email: string | null = null,
) {
  const ref = await referenceData(db);
  return db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({ slug, name: `Bare ${slug}`, companySize: 2, email })
      .returning();
    if (!company) throw new Error('no company');
    await tx.insert(companyLocations).values({
      companyId: company.id,
      countryId: ref.cities[0].countryId,
      cityId: ref.cities[0].id,
      isHeadquarter: true,
    });
    return company;
  });
}

const day = 24 * 60 * 60 * 1000;
const BASE = Date.parse('2025-06-01T12:00:00Z');

export function reviewValues(companyId: number, overrides: Partial<ReviewInsert>): ReviewInsert {
  return {
    companyId,
    status: 'published',
    rating: 5,
    qualityRating: 5,
    scheduleRating: 4.5,
    costRating: 4,
    willingnessToReferRating: 5,
    title: 'A review',
    summary: 'We hired them to rebuild our store.',
    body: 'They did a careful job.',
    costRange: '$10,000 to $49,999',
    duration: 'Mar 2024 - Ongoing',
    reviewerName: 'Pat Reviewer',
    reviewerRole: 'CTO',
    reviewerCompany: 'Shop Inc',
    reviewerCompanySize: 10,
    verification: 'linkedin',
    publishedAt: new Date(BASE),
    ...overrides,
  };
}

/**
 * A company with every part of a profile filled in, a description carrying attacks, and reviews
 * in every state: four published (5, 4.5, 4, 2 stars), one pending, one rejected.
 */
export async function insertRichCompany(db: AppDatabase, slug: string, email: string) {
  const ref = await referenceData(db);
  const company = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(companies)
      .values({
        slug,
        name: 'Rich Profile Studio',
        logoPath: '/images/demo/logos/1.svg',
        summary: 'A studio that builds shops.',
        description:
          '<p>We build <strong>shops</strong>.</p><script>alert("x")</script>' +
          '<img src="x" onerror="alert(1)"><p onclick="steal()">Since <a href="javascript:alert(1)">2010</a> and <a href="https://example.com/work">our work</a>.</p><p></p>',
        website: 'https://rich.example.com',
        email,
        projectSize: 10000,
        companySize: 50,
        hourlyRate: 70,
        foundedYear: 2010,
        verified: true,
        rating: 4,
        reviewCount: 4,
        score: 800,
        scoreLevel: 'excellent',
      })
      .returning();
    if (!row) throw new Error('no company');
    const [cityA, cityB] = ref.cities;
    // The branch first, so "headquarters first" is not an accident of insertion order.
    await tx.insert(companyLocations).values([
      {
        companyId: row.id,
        countryId: cityB.countryId,
        cityId: cityB.id,
        address: '2 Branch Street',
        postcode: 'B2',
        phone: '+1 555 0102',
        isHeadquarter: false,
      },
      {
        companyId: row.id,
        countryId: cityA.countryId,
        cityId: cityA.id,
        address: '1 Main Street',
        postcode: 'A1',
        phone: '+1 555 0101',
        isHeadquarter: true,
      },
    ]);
    await tx.insert(companyServices).values([
      { companyId: row.id, serviceId: ref.services[0].id, percentage: 30 },
      { companyId: row.id, serviceId: ref.services[1].id, percentage: 70 },
    ]);
    await tx
      .insert(companyFocuses)
      .values({ companyId: row.id, focusId: ref.focus.id, percentage: 40 });
    await tx
      .insert(companyIndustries)
      .values({ companyId: row.id, industryId: ref.industry.id, percentage: 60 });
    await tx
      .insert(companyClientTypes)
      .values({ companyId: row.id, clientTypeId: ref.clientType.id, percentage: 100 });
    await tx.insert(portfolioItems).values([
      {
        companyId: row.id,
        name: 'Shop redesign',
        imagePath: '/images/demo/portfolio/1.svg',
        kind: 'image',
        description: 'A new shop.',
        position: 0,
      },
      {
        companyId: row.id,
        name: 'Launch film',
        imagePath: '/images/demo/portfolio/2.svg',
        kind: 'video',
        videoUrl: 'https://www.youtube.com/watch?v=abc',
        position: 1,
      },
    ]);
    await tx.insert(companyFaqs).values({
      companyId: row.id,
      founder: 'Ada Founder',
      projectsYear: '20-50',
      projectCost: '$25,000',
      values: 'Care',
    });
    await tx.insert(awardResults).values([
      { companyId: row.id, edition: 2023, serviceId: ref.services[0].id, result: 'winner' },
      { companyId: row.id, edition: 2025, serviceId: ref.services[1].id, result: 'nominee' },
    ]);
    return row;
  });
  const [oldest, older, newer, newest, pending, rejected] = await db
    .insert(reviews)
    .values([
      reviewValues(company.id, {
        title: 'Oldest',
        rating: 5,
        helpfulCount: 1,
        publishedAt: new Date(BASE - 30 * day),
        verification: 'email_domain',
      }),
      reviewValues(company.id, {
        title: 'Older',
        rating: 4.5,
        helpfulCount: 9,
        publishedAt: new Date(BASE - 20 * day),
        showReviewerName: false,
        showReviewerCompany: false,
        verification: 'invited',
        reply: 'Thank you for the kind words!',
        repliedAt: new Date(BASE - 19 * day),
      }),
      reviewValues(company.id, {
        title: 'Newer',
        rating: 4,
        helpfulCount: 3,
        publishedAt: new Date(BASE - 10 * day),
        verification: 'google',
      }),
      reviewValues(company.id, {
        title: 'Newest',
        rating: 2,
        helpfulCount: 0,
        publishedAt: new Date(BASE),
        verification: 'organic',
      }),
      reviewValues(company.id, { title: 'Pending', status: 'pending', publishedAt: null }),
      reviewValues(company.id, {
        title: 'Rejected',
        status: 'rejected',
        publishedAt: null,
        moderationReason: 'spam',
      }),
    ])
    .returning();
  if (!oldest || !older || !newer || !newest || !pending || !rejected)
    throw new Error('reviews were not stored');
  return { company, reviews: { oldest, older, newer, newest, pending, rejected }, ref };
}

/**
 * A company named `name` (its slug from the name) with its headquarters in the first city: the
 * headquarters check is deferred to the commit, so both go in one transaction.
 */
export async function insertCompanyWithOffice(db: AppDatabase, name: string) {
  const [city] = await db.select().from(cities).limit(1);
  if (!city) throw new Error('no city');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(companies)
      .values({ slug: name.toLowerCase().replaceAll(' ', '-'), name, companySize: 10 })
      .returning();
    if (!row) throw new Error('no company');
    await tx.insert(companyLocations).values({
      companyId: row.id,
      cityId: city.id,
      countryId: city.countryId,
      isHeadquarter: true,
    });
    return row;
  });
}
