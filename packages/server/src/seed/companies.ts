import {
  COMPANY_SIZES,
  HOURLY_RATES,
  PROFILE_SCORE_LEVELS,
  PROJECT_SIZES,
} from '@atlas/api/options';
import type {
  CompanySizeId,
  HourlyRateId,
  ProfileScoreLevel,
  ProjectSize,
} from '@atlas/api/options';
import type {
  awardResults,
  companies,
  companyClientTypes,
  companyFaqs,
  companyFocuses,
  companyIndustries,
  companyLocations,
  companyServices,
  portfolioItems,
  reviews,
  ReviewStatus,
  ReviewVerification,
} from '../db/schema';
import { AWARD_EDITIONS } from '../db/schema';
import {
  computeCompanyScore,
  profileCompleteness,
  reviewAgeDays,
  type ScoredReview,
} from '../db/score';
import { Random, slugify } from './random';
import type { CountryDetails, Taxonomy } from './taxonomy';
import * as words from './words';

export type CompanyRow = typeof companies.$inferInsert & { id: number };
export type CompanyServiceRow = typeof companyServices.$inferInsert;
export type CompanyFocusRow = typeof companyFocuses.$inferInsert;
export type CompanyIndustryRow = typeof companyIndustries.$inferInsert;
export type CompanyClientTypeRow = typeof companyClientTypes.$inferInsert;
export type CompanyLocationRow = typeof companyLocations.$inferInsert;
export type PortfolioItemRow = typeof portfolioItems.$inferInsert;
export type CompanyFaqRow = typeof companyFaqs.$inferInsert;
export type ReviewRow = typeof reviews.$inferInsert & { createdAt: Date; publishedAt: Date | null };
export type AwardResultRow = typeof awardResults.$inferInsert;

/** The rows of a run of consecutive companies, ready to insert table by table. */
export interface CompanyBatch {
  companies: CompanyRow[];
  companyServices: CompanyServiceRow[];
  companyFocuses: CompanyFocusRow[];
  companyIndustries: CompanyIndustryRow[];
  companyClientTypes: CompanyClientTypeRow[];
  companyLocations: CompanyLocationRow[];
  portfolioItems: PortfolioItemRow[];
  companyFaqs: CompanyFaqRow[];
  reviews: ReviewRow[];
  awardResults: AwardResultRow[];
  /**
   * Companies that sponsor a TOP 10 page in the demo: generator.ts gives the eligible ones a
   * running sponsorship of their headquarters city and main service (issue 22).
   */
  sponsorIds: number[];
}

export const BATCH_KEYS = [
  'companies',
  'companyServices',
  'companyFocuses',
  'companyIndustries',
  'companyClientTypes',
  'companyLocations',
  'portfolioItems',
  'companyFaqs',
  'reviews',
  'awardResults',
  'sponsorIds',
] as const satisfies readonly (keyof CompanyBatch)[];

export function emptyBatch(): CompanyBatch {
  return {
    companies: [],
    companyServices: [],
    companyFocuses: [],
    companyIndustries: [],
    companyClientTypes: [],
    companyLocations: [],
    portfolioItems: [],
    companyFaqs: [],
    reviews: [],
    awardResults: [],
    sponsorIds: [],
  };
}

/** The demo data's "now": every date lies before it, so the output does not depend on the clock. */
export const DEMO_NOW = new Date(Date.UTC(2025, 5, 30, 12, 0, 0));
const DAY = 86_400_000;

const COMPANY_SIZE_WEIGHTS: Record<CompanySizeId, number> = {
  1: 5,
  2: 28,
  10: 32,
  50: 20,
  250: 9,
  1000: 4,
  10000: 2,
};
const HOURLY_RATE_WEIGHTS: Record<HourlyRateId, number> = {
  29: 22,
  30: 30,
  70: 20,
  150: 10,
  250: 6,
};
const UNDISCLOSED_HOURLY_RATE_WEIGHT = 12;
const PROJECT_SIZE_WEIGHTS: Record<ProjectSize, number> = {
  1000: 15,
  5000: 20,
  10000: 18,
  25000: 12,
  50000: 7,
  75000: 3,
  100000: 3,
  250000: 2,
};
const UNDISCLOSED_PROJECT_SIZE_WEIGHT = 20;
/** Where agencies are: more companies in the big markets. */
const COUNTRY_WEIGHTS: Readonly<Record<string, number>> = {
  US: 14,
  GB: 8,
  IN: 10,
  DE: 5,
  UA: 4,
  PL: 4,
  CA: 4,
  AU: 4,
  FR: 3,
  ES: 3,
  NL: 3,
  RO: 3,
  BR: 3,
  PK: 3,
  MD: 2,
  IT: 2,
  PH: 2,
  VN: 2,
  AE: 2,
  MX: 2,
  AR: 2,
  CO: 2,
};
const SERVICE_GROUP_WEIGHTS = [45, 15, 25, 15];
const VERIFICATIONS: readonly ReviewVerification[] = [
  'email_domain',
  'linkedin',
  'google',
  'invited',
  'organic',
];
const VERIFICATION_WEIGHTS = [30, 25, 15, 20, 10];
const REVIEW_STATUSES: readonly ReviewStatus[] = ['published', 'pending', 'rejected'];
const REVIEW_STATUS_WEIGHTS = [85, 12, 3];
const PROJECTS_PER_YEAR = ['1-10', '10-25', '25-50', '50-100', '100+'] as const;
const PROJECT_COSTS = [
  '$1,000 - $10,000',
  '$10,000 - $25,000',
  '$25,000 - $50,000',
  '$50,000 - $100,000',
  '$100,000+',
] as const;

/** Options the first companies take so every option of every list appears in any set of 9+ companies. */
const COVERED_COMPANY_SIZES: readonly CompanySizeId[] = COMPANY_SIZES.map((size) => size.id);
const COVERED_HOURLY_RATES: readonly (HourlyRateId | null)[] = [
  ...HOURLY_RATES.map((rate) => rate.id),
  null,
];
const COVERED_PROJECT_SIZES: readonly (ProjectSize | null)[] = [...PROJECT_SIZES, null];
/** Companies 0..7 are generated until they reach these levels, so every level is present. */
const COVERED_SCORE_LEVELS: readonly ProfileScoreLevel[] = PROFILE_SCORE_LEVELS;
const MAX_LEVEL_ATTEMPTS = 5000;

interface Draft {
  batch: CompanyBatch;
  level: ProfileScoreLevel;
}

/**
 * Generates companies one after another. Each company draws from its own generator derived from
 * (seed, index), so a company does not depend on how the run is split into batches; only unique
 * slugs and row ids carry over from one company to the next.
 */
export class CompanyGenerator {
  private readonly usedSlugs = new Set<string>();
  private nextLocationId = 1;
  private nextPortfolioItemId = 1;
  private nextReviewId = 1;
  private nextAwardResultId = 1;
  private readonly countryWeights: number[];
  private readonly servicesByGroup: Map<number, Taxonomy['services']>;
  private readonly focusesByService: Map<number, number[]>;
  private readonly serviceById: Map<number, Taxonomy['services'][number]>;

  constructor(
    private readonly taxonomy: Taxonomy,
    private readonly seed: number,
    /** Editions still in their voting phase: their companies are nominees, nobody has won yet. */
    private readonly votingEditions: ReadonlySet<number> = new Set(),
  ) {
    this.countryWeights = taxonomy.countryDetails.map(
      (country) => COUNTRY_WEIGHTS[country.row.iso2] ?? 1,
    );
    this.servicesByGroup = new Map();
    for (const service of taxonomy.services) {
      const list = this.servicesByGroup.get(service.groupId) ?? [];
      list.push(service);
      this.servicesByGroup.set(service.groupId, list);
    }
    this.serviceById = new Map(taxonomy.services.map((service) => [service.id, service]));
    this.focusesByService = new Map();
    for (const link of taxonomy.focusServices) {
      const list = this.focusesByService.get(link.serviceId) ?? [];
      list.push(link.focusId);
      this.focusesByService.set(link.serviceId, list);
    }
  }

  /** Appends company number `index` (id index + 1) and all its rows to `batch`. */
  generate(index: number, batch: CompanyBatch): void {
    const targetLevel = COVERED_SCORE_LEVELS[index];
    let draft = this.draft(index, 0);
    for (
      let attempt = 1;
      targetLevel !== undefined && draft.level !== targetLevel && attempt < MAX_LEVEL_ATTEMPTS;
      attempt++
    ) {
      draft = this.draft(index, attempt);
    }
    this.accept(draft, batch);
  }

  private accept(draft: Draft, batch: CompanyBatch): void {
    const company = draft.batch.companies[0];
    if (!company) throw new Error('draft without a company');
    this.usedSlugs.add(company.slug);
    for (const row of draft.batch.companyLocations) row.id = this.nextLocationId++;
    for (const row of draft.batch.portfolioItems) row.id = this.nextPortfolioItemId++;
    for (const row of draft.batch.reviews) row.id = this.nextReviewId++;
    for (const row of draft.batch.awardResults) row.id = this.nextAwardResultId++;
    appendBatch(batch, draft.batch);
  }

  private draft(index: number, attempt: number): Draft {
    const random = Random.derive(this.seed, index, attempt);
    const id = index + 1;
    const out = emptyBatch();
    /** The company's latent quality (0..1): better companies fill their profile and get better reviews. */
    const quality = random.next();

    const { name, slug } = this.uniqueName(random);
    const domain = `${slug.replace(/-/g, '')}.${random.pick(words.WEBSITE_TLDS)}`;
    const createdAt = new Date(DEMO_NOW.getTime() - random.int(20, 3000) * DAY);
    const updatedAt = new Date(
      Math.min(DEMO_NOW.getTime(), createdAt.getTime() + random.int(0, 400) * DAY),
    );

    const companySize =
      COVERED_COMPANY_SIZES[index] ??
      random.weighted(
        COVERED_COMPANY_SIZES,
        COVERED_COMPANY_SIZES.map((size) => COMPANY_SIZE_WEIGHTS[size]),
      );
    const hourlyRate =
      index < COVERED_HOURLY_RATES.length
        ? (COVERED_HOURLY_RATES[index] ?? null)
        : random.weighted(
            COVERED_HOURLY_RATES,
            COVERED_HOURLY_RATES.map((rate) =>
              rate === null ? UNDISCLOSED_HOURLY_RATE_WEIGHT : HOURLY_RATE_WEIGHTS[rate],
            ),
          );
    const projectSize =
      index < COVERED_PROJECT_SIZES.length
        ? (COVERED_PROJECT_SIZES[index] ?? null)
        : random.weighted(
            COVERED_PROJECT_SIZES,
            COVERED_PROJECT_SIZES.map((size) =>
              size === null ? UNDISCLOSED_PROJECT_SIZE_WEIGHT : PROJECT_SIZE_WEIGHTS[size],
            ),
          );

    // Services, focuses, industries, client types.
    const serviceIds = this.pickServices(random);
    const serviceShares = random.shares(serviceIds.length);
    serviceIds.forEach((serviceId, i) =>
      out.companyServices.push({ companyId: id, serviceId, percentage: serviceShares[i] ?? 1 }),
    );
    const focusCandidates = [
      ...new Set(serviceIds.flatMap((serviceId) => this.focusesByService.get(serviceId) ?? [])),
    ];
    const focusIds = random.sample(
      focusCandidates,
      random.chance(0.15 + 0.6 * quality) ? random.int(1, 4) : 0,
    );
    const focusShares = random.shares(focusIds.length);
    focusIds.forEach((focusId, i) =>
      out.companyFocuses.push({ companyId: id, focusId, percentage: focusShares[i] ?? 1 }),
    );
    const industryIds = random.sample(
      this.taxonomy.industries.map((industry) => industry.id),
      random.chance(0.2 + 0.75 * quality) ? random.int(1, 4) : 0,
    );
    const industryShares = random.shares(industryIds.length);
    industryIds.forEach((industryId, i) =>
      out.companyIndustries.push({ companyId: id, industryId, percentage: industryShares[i] ?? 1 }),
    );
    const clientTypeIds = random.sample(
      this.taxonomy.clientTypes.map((type) => type.id),
      random.chance(0.2 + 0.75 * quality) ? random.int(1, 3) : 0,
    );
    const clientTypeShares = random.shares(clientTypeIds.length);
    clientTypeIds.forEach((clientTypeId, i) =>
      out.companyClientTypes.push({
        companyId: id,
        clientTypeId,
        percentage: clientTypeShares[i] ?? 1,
      }),
    );

    // Locations: the headquarters first, then up to two offices in other cities.
    const headquarters = random.weighted(this.taxonomy.countryDetails, this.countryWeights);
    const hqCity = random.weighted(
      headquarters.cities,
      headquarters.cities.map((_, i) => (i === 0 ? 5 : i === 1 ? 2 : 1)),
    );
    const usedCities = new Set([hqCity.id]);
    const locationCount = random.weighted([1, 2, 3], [65, 25, 10]);
    const hqAddress = random.chance(0.55 + 0.45 * quality);
    const hqPhone = random.chance(0.5 + 0.5 * quality);
    out.companyLocations.push(
      this.location(random, id, headquarters, hqCity, true, hqAddress, hqPhone),
    );
    for (let i = 1; i < locationCount; i++) {
      const country = random.chance(0.5)
        ? headquarters
        : random.weighted(this.taxonomy.countryDetails, this.countryWeights);
      const city = random.pick(country.cities);
      if (usedCities.has(city.id)) continue;
      usedCities.add(city.id);
      out.companyLocations.push(
        this.location(random, id, country, city, false, random.chance(0.7), random.chance(0.6)),
      );
    }

    // Portfolio and FAQs.
    const portfolioCount = random.chance(0.3 + 0.6 * quality)
      ? random.int(1, 2 + Math.round(4 * quality))
      : 0;
    for (let position = 0; position < portfolioCount; position++) {
      const isVideo = random.chance(0.15);
      const work = random.pick(words.PORTFOLIO_KINDS_OF_WORK);
      out.portfolioItems.push({
        companyId: id,
        name: `${work} for ${article(random.pick(words.CLIENT_BUSINESSES))}`,
        imagePath: `/images/demo/portfolio/${random.int(1, 24)}.svg`,
        videoUrl: isVideo ? `https://www.youtube.com/watch?v=${videoId(random)}` : null,
        kind: isVideo ? 'video' : 'image',
        description: `${sentenceCase(work)} delivered for a client who wanted to ${random.pick(words.PROJECT_GOALS)}. ${random.pick(words.POSITIVE_OUTCOMES).replace('{percent}', String(random.int(15, 180)))}`,
        position,
      });
    }
    let hasFaqs = false;
    if (random.chance(0.2 + 0.65 * quality)) {
      const faq: CompanyFaqRow = {
        companyId: id,
        founder: random.chance(0.9) ? founders(random) : null,
        projectsYear: random.chance(0.8) ? random.pick(PROJECTS_PER_YEAR) : null,
        projectCost: random.chance(0.8) ? random.pick(PROJECT_COSTS) : null,
        values: random.chance(0.85) ? random.pick(words.VALUES) : null,
      };
      hasFaqs = Boolean(faq.founder ?? faq.projectsYear ?? faq.projectCost ?? faq.values);
      out.companyFaqs.push(faq);
    }

    // Reviews: most companies have a few, some many (at most 30).
    const reviewTotal = random.chance(0.4 - 0.3 * quality)
      ? 0
      : Math.min(30, Math.floor(-Math.log(1 - random.next()) * (0.5 + 7.5 * quality)));
    const meanRating = 3.4 + 1.6 * quality;
    let ratingSum = 0;
    let published = 0;
    // Scored as of DEMO_NOW; the server's daily re-score brings them to the real date.
    const scoredReviews: ScoredReview[] = [];
    for (let i = 0; i < reviewTotal; i++) {
      const review = this.review(random, id, name, serviceIds, meanRating, createdAt);
      if (review.status === 'published') {
        ratingSum += review.rating;
        published++;
        scoredReviews.push({
          rating: review.rating,
          ageDays: reviewAgeDays(review.publishedAt ?? DEMO_NOW, DEMO_NOW),
        });
      }
      out.reviews.push(review);
    }
    const rating = published > 0 ? Math.round((ratingSum / published) * 100) / 100 : null;

    // Awards across editions, for the better companies.
    let wins = 0;
    let nominations = 0;
    if (random.chance(0.03 + 0.3 * quality * quality)) {
      const seen = new Set<string>();
      for (let i = random.int(1, 4); i > 0; i--) {
        const edition = random.pick(AWARD_EDITIONS);
        const serviceId = random.pick(serviceIds);
        const key = `${edition}:${serviceId}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const drawn = random.chance(0.35 + 0.3 * quality) ? 'winner' : 'nominee';
        const result = this.votingEditions.has(edition) ? 'nominee' : drawn;
        if (result === 'winner') wins++;
        else nominations++;
        out.awardResults.push({ companyId: id, edition, serviceId, result });
      }
    }

    const verified = random.chance(0.1 + 0.45 * quality);
    const logoPath = random.chance(0.5 + 0.5 * quality)
      ? `/images/demo/logos/${random.int(1, 40)}.svg`
      : null;
    const primaryService =
      serviceIds[0] === undefined ? undefined : this.serviceById.get(serviceIds[0]);
    const summary = random.chance(0.8 + 0.2 * quality)
      ? `${name} is a ${sizeWord(companySize)} ${lowerCaseWords(primaryService?.name ?? 'digital')} company based in ${hqCity.name}, ${headquarters.row.name}.`
      : null;
    const description = random.chance(0.6 + 0.4 * quality) ? describe(random, name) : null;
    const website = random.chance(0.85 + 0.15 * quality) ? `https://www.${domain}` : null;
    const email = random.chance(0.75 + 0.25 * quality) ? `hello@${domain}` : null;
    const emails = email
      ? [
          email,
          ...random.sample(
            [`sales@${domain}`, `careers@${domain}`, `office@${domain}`],
            random.int(0, 2),
          ),
        ]
      : [];
    const foundedYear = random.chance(0.8 + 0.2 * quality)
      ? 2024 - Math.floor(Math.pow(random.next(), 1.6) * 34)
      : null;

    const completeness = profileCompleteness({
      hasLogo: logoPath !== null,
      hasSummary: summary !== null,
      hasDescription: description !== null,
      hasWebsite: website !== null,
      hasEmail: email !== null,
      hasFoundedYear: foundedYear !== null,
      hasHourlyRate: hourlyRate !== null,
      hasProjectSize: projectSize !== null,
      serviceCount: serviceIds.length,
      focusCount: focusIds.length,
      industryCount: industryIds.length,
      clientTypeCount: clientTypeIds.length,
      portfolioCount,
      hasFaqs,
      hasAddress: hqAddress,
      hasPhone: hqPhone,
    });
    const { score, level, parts } = computeCompanyScore({
      reviews: scoredReviews,
      completeness,
      awardWins: wins,
      awardNominations: nominations,
      verified,
    });

    if (random.chance(0.005 + 0.03 * quality)) out.sponsorIds.push(id);
    out.companies.push({
      id,
      slug,
      name,
      logoPath,
      summary,
      website,
      email,
      emails,
      description,
      projectSize,
      companySize,
      hourlyRate,
      foundedYear,
      verified,
      rating,
      reviewCount: published,
      score,
      scoreLevel: level,
      scoreParts: parts,
      createdAt,
      updatedAt,
    });
    return { batch: out, level };
  }

  private uniqueName(random: Random): { name: string; slug: string } {
    let name = companyName(random);
    for (let attempt = 0; attempt < 5 && this.usedSlugs.has(slugify(name)); attempt++)
      name = companyName(random);
    let slug = slugify(name);
    for (let suffix = 2; this.usedSlugs.has(slug); suffix++) slug = `${slugify(name)}-${suffix}`;
    return { name, slug };
  }

  private pickServices(random: Random): number[] {
    const groupIndex = random.weighted([0, 1, 2, 3], SERVICE_GROUP_WEIGHTS);
    const group = this.taxonomy.serviceGroups[groupIndex];
    const own = (group && this.servicesByGroup.get(group.id)) || this.taxonomy.services;
    const weightOf = (service: Taxonomy['services'][number]) => (service.parentId === null ? 4 : 1);
    const chosen = new Set<number>();
    const count = random.weighted([1, 2, 3, 4], [30, 35, 22, 13]);
    while (chosen.size < count) {
      const pool = chosen.size === 0 || random.chance(0.75) ? own : this.taxonomy.services;
      chosen.add(random.weighted(pool, pool.map(weightOf)).id);
    }
    return [...chosen];
  }

  private location(
    random: Random,
    companyId: number,
    country: CountryDetails,
    city: CountryDetails['cities'][number],
    isHeadquarter: boolean,
    withAddress: boolean,
    withPhone: boolean,
  ): CompanyLocationRow {
    return {
      companyId,
      countryId: country.row.id,
      cityId: city.id,
      address: withAddress
        ? `${random.int(1, 250)} ${random.pick(words.STREET_NAMES)} ${random.pick(words.STREET_TYPES)}`
        : null,
      postcode: withAddress ? postcode(random, country.postcode) : null,
      latitude: round(city.latitude + (random.next() - 0.5) * 0.06, 5),
      longitude: round(city.longitude + (random.next() - 0.5) * 0.06, 5),
      phone: withPhone
        ? `+${country.callingCode} ${digits(random, 3)} ${digits(random, 3)} ${digits(random, 4)}`
        : null,
      phoneValidated: withPhone && random.chance(0.6),
      isHeadquarter,
    };
  }

  private review(
    random: Random,
    companyId: number,
    companyName: string,
    serviceIds: number[],
    meanRating: number,
    companyCreatedAt: Date,
  ): ReviewRow {
    const status = random.weighted(REVIEW_STATUSES, REVIEW_STATUS_WEIGHTS);
    const rating = halfStep(
      meanRating + (random.next() - 0.5) * 1.6 + (random.chance(0.05) ? -2 : 0),
    );
    const sub = () => halfStep(rating + (random.next() - 0.5) * 1.2);
    const serviceId = random.pick(serviceIds);
    const service = this.serviceById.get(serviceId);
    const business = random.pick(words.CLIENT_BUSINESSES);
    const goal = random.pick(words.PROJECT_GOALS);
    const first = random.pick(words.FIRST_NAMES);
    const last = random.pick(words.LAST_NAMES);
    const reviewerCompany = random.chance(0.9) ? companyNameFor(random) : null;
    const span = DEMO_NOW.getTime() - companyCreatedAt.getTime();
    const createdAt = new Date(companyCreatedAt.getTime() + Math.floor(random.next() * span));
    const publishedAt =
      status === 'published'
        ? new Date(Math.min(DEMO_NOW.getTime(), createdAt.getTime() + random.int(1, 14) * DAY))
        : null;
    const startMonths = random.int(1, 24);
    const start = new Date(createdAt.getTime() - startMonths * 30 * DAY);
    const ongoing = random.chance(0.3);
    const end = new Date(start.getTime() + random.int(1, startMonths) * 30 * DAY);
    const percent = () => String(random.int(12, 240));
    const outcome =
      rating >= 4
        ? random.pick(words.POSITIVE_OUTCOMES).replace('{percent}', percent())
        : rating >= 3
          ? random.pick(words.NEUTRAL_OUTCOMES)
          : random.pick(words.NEGATIVE_OUTCOMES);
    const serviceName = service?.name ?? 'Consulting';
    return {
      companyId,
      status,
      rating,
      qualityRating: sub(),
      scheduleRating: sub(),
      costRating: sub(),
      willingnessToReferRating: sub(),
      title: `${serviceName} for ${article(business)}`,
      summary: `${reviewerCompany ?? `A ${business}`} hired ${companyName} to ${goal}. ${random.pick(words.APPROACH_SENTENCES)}`,
      body: [
        `${sentenceCase(article(business))} needed help to ${goal}, and ${companyName} took on the ${lowerCaseWords(serviceName)} work.`,
        random.pick(words.APPROACH_SENTENCES),
        outcome,
        rating >= 3.5
          ? random.pick(words.PRAISE_SENTENCES)
          : random.pick(words.CRITICISM_SENTENCES),
        random.pick(words.CRITICISM_SENTENCES),
      ].join(' '),
      costRange: random.pick(words.COST_RANGES),
      duration: `${monthYear(start)} - ${ongoing ? 'Ongoing' : monthYear(end)}`,
      serviceId,
      reviewerName: random.chance(0.85) ? `${first} ${last}` : `${first} ${last.charAt(0)}.`,
      reviewerRole: random.pick(words.REVIEWER_ROLES),
      reviewerCompany,
      reviewerCompanySize: random.chance(0.9) ? random.pick(COVERED_COMPANY_SIZES) : null,
      verification: random.weighted(VERIFICATIONS, VERIFICATION_WEIGHTS),
      helpfulCount: random.chance(0.4) ? random.int(1, 25) : 0,
      reply:
        status === 'published' && random.chance(0.2)
          ? `Thank you, ${first}! It was a pleasure to work with your team, and we look forward to the next phase.`
          : null,
      createdAt,
      publishedAt,
    };
  }
}

/** Appends every row of `source` to `target`, table by table. */
export function appendBatch(target: CompanyBatch, source: CompanyBatch): void {
  for (const key of BATCH_KEYS) appendRows(target, source, key);
}

function appendRows<K extends keyof CompanyBatch>(
  target: CompanyBatch,
  source: CompanyBatch,
  key: K,
): void {
  const rows: CompanyBatch[K][number][] = target[key];
  for (const row of source[key]) rows.push(row);
}

function companyName(random: Random): string {
  const pattern = random.weighted([0, 1, 2, 3], [50, 25, 12, 13]);
  switch (pattern) {
    case 0:
      return `${random.pick(words.NAME_ADJECTIVES)} ${random.pick(words.NAME_NOUNS)} ${random.pick(words.NAME_SUFFIXES)}`;
    case 1:
      return `${random.pick(words.NAME_NOUNS)}${random.pick(words.NAME_NOUNS).toLowerCase()} ${random.pick(words.NAME_SUFFIXES)}`;
    case 2:
      return `${random.pick(words.LAST_NAMES)} & ${random.pick(words.LAST_NAMES)}`;
    default:
      return `${random.pick(words.INVENTED_ROOTS)}${random.pick(words.INVENTED_ENDINGS)}${random.chance(0.5) ? ` ${random.pick(words.NAME_SUFFIXES)}` : ''}`;
  }
}

/** A client's name in a review (not necessarily unique). */
function companyNameFor(random: Random): string {
  return random.chance(0.5)
    ? `${random.pick(words.NAME_NOUNS)}${random.pick(words.INVENTED_ENDINGS)}`
    : `${random.pick(words.LAST_NAMES)} ${random.pick(['Group', 'Holdings', 'Ltd', 'Inc', 'GmbH', 'SRL', 'Partners'])}`;
}

function founders(random: Random): string {
  const one = () => `${random.pick(words.FIRST_NAMES)} ${random.pick(words.LAST_NAMES)}`;
  return random.chance(0.3) ? `${one()} and ${one()}` : one();
}

function describe(random: Random, name: string): string {
  const sentences = random
    .sample(words.DESCRIPTION_SENTENCES, random.int(3, 6))
    .map((sentence) =>
      sentence
        .replace('{projects}', String(random.int(20, 600)))
        .replace('{countries}', String(random.int(3, 40))),
    );
  const middle = Math.ceil(sentences.length / 2);
  return `<p>${name} helps companies ${random.pick(words.PROJECT_GOALS)}. ${sentences.slice(0, middle).join(' ')}</p><p>${sentences.slice(middle).join(' ')}</p>`;
}

function sizeWord(size: CompanySizeId): string {
  if (size === 1) return 'freelance';
  if (size <= 10) return 'boutique';
  if (size <= 250) return 'mid-sized';
  return 'large';
}

function article(noun: string): string {
  return /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

/** "CRM Consulting" → "CRM consulting": lower case except acronyms. */
function lowerCaseWords(text: string): string {
  return text
    .split(' ')
    .map((word) => (word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(' ');
}

function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function halfStep(value: number): number {
  return Math.min(5, Math.max(1, Math.round(value * 2) / 2));
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

function digits(random: Random, count: number): string {
  let text = '';
  for (let i = 0; i < count; i++) text += String(random.int(0, 9));
  return text;
}

function postcode(random: Random, pattern: string): string {
  let text = '';
  for (const char of pattern) {
    if (char === '#') text += String(random.int(0, 9));
    else if (char === 'A') text += String.fromCharCode(65 + random.int(0, 25));
    else text += char;
  }
  return text;
}

const VIDEO_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function videoId(random: Random): string {
  let id = '';
  for (let i = 0; i < 11; i++)
    id += VIDEO_ID_ALPHABET.charAt(random.int(0, VIDEO_ID_ALPHABET.length - 1));
  return id;
}

function monthYear(date: Date): string {
  return `${words.MONTHS[date.getUTCMonth()] ?? 'Jan'} ${date.getUTCFullYear()}`;
}
