import type {
  AwardCategory,
  AwardCompanyPage,
  AwardEditionEntry,
  AwardEditionPage,
  AwardEditionSummary,
  AwardNominee,
  AwardNomination,
  AwardScoreParts,
} from '@atlas/api/endpoints/awards-pages';
import {
  AWARDS_PAGE_EDITIONS,
  VOTING_EDITIONS,
  isAwardEdition,
  type AwardEdition,
} from '@atlas/api/options';
import type { AwardsEditionSettings } from '@atlas/api/ssr';
import { HttpError } from '../../plugins/errors';
import type { Clock } from '../../plugins/clock';
import { publicFileUrl } from '../companies/service';
import { editionPhase } from './phases';
import type { AwardsRepository, CategoryRow, EditionRow, NomineeRow } from './repository';

const NOT_FOUND = 'This page could not be found';

function scoreOf(row: NomineeRow): AwardScoreParts | null {
  if (row.finalScore === null || row.rank === null) return null;
  return {
    jury: Number(row.juryPart),
    votes: Number(row.votesPart),
    reviews: Number(row.reviewsPart),
    final: Number(row.finalScore),
    counted_votes: row.votesCounted ?? 0,
    rank: row.rank,
  };
}

function companyOf(row: {
  companyId: number;
  companyName: string;
  companySlug: string;
  companyLogoPath: string | null;
}) {
  return {
    id: row.companyId,
    name: row.companyName,
    slug: row.companySlug,
    logo: publicFileUrl(row.companyLogoPath),
  };
}

/**
 * The awards' public reads: an edition, a category or a company in it, a company across
 * editions. Scores show only once published (the winners phase), never a running count.
 */
export function createAwardsService(
  repository: AwardsRepository,
  settings: Readonly<Record<string, AwardsEditionSettings>>,
  clock: Clock,
) {
  function summaryOf(row: EditionRow): AwardEditionSummary {
    const configured = settings[String(row.year)];
    return {
      year: row.year,
      phase: editionPhase(configured, row.winnersPublishedAt !== null, clock.now()),
      story: row.story,
      weights: { jury: row.juryWeight, votes: row.votesWeight, reviews: row.reviewsWeight },
      voting_end: configured?.votingEnd ?? null,
      winners_published_at: row.winnersPublishedAt?.toISOString() ?? null,
    };
  }

  function nomineeOf(row: NomineeRow, published: boolean): AwardNominee {
    return {
      id: row.id,
      company: companyOf(row),
      status: published ? row.status : 'nominee',
      source: row.source,
      score: published ? scoreOf(row) : null,
    };
  }

  function categoryOf(row: CategoryRow, nominees: NomineeRow[], published: boolean): AwardCategory {
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      service: { slug: row.serviceSlug, name: row.serviceName },
      region: row.regionName === null ? null : { name: row.regionName },
      winner_slots: row.winnerSlots,
      nominees: nominees.map((nominee) => nomineeOf(nominee, published)),
    };
  }

  async function editionRow(year: number): Promise<EditionRow> {
    const row = isAwardEdition(year) ? await repository.edition(year) : null;
    if (!row) throw new HttpError(404, NOT_FOUND);
    return row;
  }

  function nominationOf(
    row: Awaited<ReturnType<AwardsRepository['nominationsOf']>>[number],
    summary: AwardEditionSummary,
  ): AwardNomination {
    const published = summary.phase === 'winners';
    return {
      edition: row.edition,
      phase: summary.phase,
      category: { slug: row.categorySlug, name: row.categoryName, service_slug: row.serviceSlug },
      status: published ? row.status : 'nominee',
      score: published ? scoreOf(row) : null,
    };
  }

  return {
    summaryOf,

    /** The awards pages worth crawling: the editions, their FAQs, categories and companies. */
    async sitemapPaths(): Promise<string[]> {
      const rows = await repository.sitemapRows();
      return [
        '/awards',
        ...AWARDS_PAGE_EDITIONS.map((year) => `/awards-${year}`),
        ...VOTING_EDITIONS.map((year) => `/awards-${year}/faq`),
        ...rows.categories
          .filter((row) => (AWARDS_PAGE_EDITIONS as readonly number[]).includes(row.edition))
          .map((row) => `/awards-${row.edition}/${row.slug}`),
        ...rows.companies.map((slug) => `/awards/${slug}`),
      ];
    },

    /** An edition's phase, weights and dates, or null for an edition without a row. */
    async editionSummary(year: AwardEdition): Promise<AwardEditionSummary | null> {
      const row = await repository.edition(year);
      return row ? summaryOf(row) : null;
    },

    async edition(year: number): Promise<AwardEditionPage> {
      const row = await editionRow(year);
      const summary = summaryOf(row);
      const published = summary.phase === 'winners';
      const categories = await repository.categoriesOf(row.year);
      const nominees = await repository.nomineesOf(categories.map((category) => category.id));
      const byCategory = new Map<number, NomineeRow[]>();
      for (const nominee of nominees) {
        const list = byCategory.get(nominee.categoryId) ?? [];
        list.push(nominee);
        byCategory.set(nominee.categoryId, list);
      }
      return {
        ...summary,
        categories: categories.map((category) =>
          categoryOf(category, byCategory.get(category.id) ?? [], published),
        ),
      };
    },

    /** A category of the edition by its slug, else a company nominated in it by the company's. */
    async entry(year: number, slug: string): Promise<AwardEditionEntry> {
      const row = await editionRow(year);
      const summary = summaryOf(row);
      const published = summary.phase === 'winners';
      const category = await repository.category(row.year, slug);
      if (category) {
        const nominees = await repository.nomineesOf([category.id]);
        return {
          kind: 'category',
          edition: summary,
          category: categoryOf(category, nominees, published),
        };
      }
      const company = await repository.companyBySlug(slug);
      const nominations = company ? await repository.nominationsOf(company.id, row.year) : [];
      if (!company || nominations.length === 0) throw new HttpError(404, NOT_FOUND);
      return {
        kind: 'company',
        edition: summary,
        company: {
          id: company.id,
          name: company.name,
          slug: company.slug,
          logo: publicFileUrl(company.logoPath),
        },
        nominations: nominations.map((nomination) => nominationOf(nomination, summary)),
      };
    },

    async company(slug: string): Promise<AwardCompanyPage> {
      const company = await repository.companyBySlug(slug);
      const nominations = company ? await repository.nominationsOf(company.id) : [];
      if (!company || nominations.length === 0) throw new HttpError(404, NOT_FOUND);
      const summaries = new Map(
        (await repository.editions()).map((edition) => [edition.year, summaryOf(edition)]),
      );
      return {
        company: {
          id: company.id,
          name: company.name,
          slug: company.slug,
          logo: publicFileUrl(company.logoPath),
        },
        nominations: nominations.flatMap((nomination) => {
          const summary = summaries.get(nomination.edition);
          return summary ? [nominationOf(nomination, summary)] : [];
        }),
      };
    },
  };
}

export type AwardsService = ReturnType<typeof createAwardsService>;
