import { data, type LoaderFunctionArgs } from 'react-router-dom';
import type { ApiClient } from '@atlas/api/client';
import type {
  AwardCategory,
  AwardCompany,
  AwardCompanyPage,
  AwardEditionEntry,
  AwardEditionPage,
  AwardEditionSummary,
  AwardNomination,
  AwardNominee,
} from '@atlas/api/endpoints/awards-pages';
import type { MyAwardVote } from '@atlas/api/endpoints/awards-voting';
import { ApiError } from '@atlas/api/http';
import type { PublicConfig } from '@atlas/api/ssr';
import { NOT_FOUND_MESSAGE } from '../../shared/errors/messages';
import type { PageHead } from '../../shared/routing/head';
import { paths } from '../../config/paths';

/** Addresses of the awards pages (SPEC §2), built in one place. */
export const awardsPaths = {
  edition: (year: number) => paths.awardsEdition(year),
  entry: (year: number, slug: string, segment?: string) =>
    `/awards-${year}/${slug}${segment ? `/${segment}` : ''}`,
  winners: (year: number, service: string, slug?: string) =>
    `/awards-${year}/winners/${service}${slug ? `/${slug}` : ''}`,
  faq: (year: number) => `/awards-${year}/faq`,
  vote: (year: number) => `/awards-${year}/vote`,
  company: (slug: string, segment?: string) => `/awards/${slug}${segment ? `/${segment}` : ''}`,
  checkWinner: (slug: string) => `/awards-2022/${slug}/check-winner`,
};

function notFound(): never {
  throw data(NOT_FOUND_MESSAGE, { status: 404 });
}

/** Turns the API's 404 (and a 400 for a malformed slug) into the page's 404. */
async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
}

export interface EditionPageData {
  edition: AwardEditionPage;
}

export function createEditionLoader(api: ApiClient, year: number) {
  return async ({ request }: LoaderFunctionArgs): Promise<EditionPageData> => ({
    edition: (await orNotFound(api.getAwardEdition(year, request.signal))).data,
  });
}

export interface VotePageData {
  edition: AwardEditionPage;
  myVotes: MyAwardVote[];
  /** The one-time link's token (`?confirm=`), confirmed by a click on the page. */
  confirmToken: string | null;
  mode: 'cast' | 'change';
}

/** /awards-{year}/vote and /vote/update: the ballot, with the signed-in voter's votes. */
export function createVoteLoader(
  api: ApiClient,
  year: number,
  mode: 'cast' | 'change',
  signedIn: () => boolean,
) {
  return async ({ request }: LoaderFunctionArgs): Promise<VotePageData> => {
    const edition = (await orNotFound(api.getAwardEdition(year, request.signal))).data;
    let myVotes: MyAwardVote[] = [];
    if (signedIn()) {
      try {
        myVotes = (await api.listMyAwardVotes(year, request.signal)).data;
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
    }
    const confirmToken = new URL(request.url).searchParams.get('confirm');
    return { edition, myVotes, confirmToken, mode };
  };
}

export interface EntryPageData {
  entry: AwardEditionEntry;
  /** The nominee (of a category) or the nomination (of a company) the segment picks. */
  segment: string | null;
}

/**
 * /awards-{year}/{slug}/{segment?}: a category or a company of the edition. The segment names a
 * nominee of the category, or a category of the company; anything else is a 404.
 */
export function createEntryLoader(api: ApiClient, year: number) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<EntryPageData> => {
    if (!params.slug) notFound();
    const entry = (await orNotFound(api.getAwardEditionEntry(year, params.slug, request.signal)))
      .data;
    const segment = params.segment ?? null;
    if (segment !== null) {
      const known =
        entry.kind === 'category'
          ? entry.category.nominees.some((nominee) => nominee.company.slug === segment)
          : entry.nominations.some((nomination) => nomination.category.slug === segment);
      if (!known) notFound();
    }
    return { entry, segment };
  };
}

export interface WinnersPageData {
  edition: AwardEditionSummary;
  category: AwardCategory;
  /** The company the address names, one of the category's nominees. */
  highlight: string | null;
}

/** /awards-{year}/winners/{service}/{slug?}: the category of that service in the edition. */
export function createWinnersLoader(api: ApiClient, year: number) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<WinnersPageData> => {
    if (!params.service) notFound();
    const entry = (await orNotFound(api.getAwardEditionEntry(year, params.service, request.signal)))
      .data;
    if (entry.kind !== 'category') notFound();
    const highlight = params.slug ?? null;
    if (highlight !== null && !entry.category.nominees.some((n) => n.company.slug === highlight))
      notFound();
    return { edition: entry.edition, category: entry.category, highlight };
  };
}

export interface CompanyAwardsPageData {
  page: AwardCompanyPage;
  /** The category (service slug) the address narrows to. */
  segment: string | null;
}

/** /awards/{slug}/{segment?}: a company's nominations across editions (one category's). */
export function createCompanyAwardsLoader(api: ApiClient) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<CompanyAwardsPageData> => {
    if (!params.slug) notFound();
    const page = (await orNotFound(api.getCompanyAwards(params.slug, request.signal))).data;
    const segment = params.segment ?? null;
    if (segment !== null && !page.nominations.some((n) => n.category.slug === segment)) notFound();
    return { page, segment };
  };
}

export interface CheckWinnerPageData {
  company: AwardCompany;
  nominations: AwardNomination[];
}

/** /awards-2022/{slug}/check-winner: whether a company won in 2022. */
export function createCheckWinnerLoader(api: ApiClient) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<CheckWinnerPageData> => {
    if (!params.slug) notFound();
    const entry = (await orNotFound(api.getAwardEditionEntry(2022, params.slug, request.signal)))
      .data;
    if (entry.kind !== 'company') notFound();
    return { company: entry.company, nominations: entry.nominations };
  };
}

/** "Winner" or "Nominee" of a category in an edition: the text of schema.org's `award`. */
export function awardText(
  brandName: string,
  nomination: {
    edition: number;
    status: AwardNomination['status'];
    category: { name: string };
  },
): string {
  return `${nomination.status === 'winner' ? 'Winner' : 'Nominee'}, ${nomination.category.name} — ${brandName} Awards ${nomination.edition}`;
}

/** The company's Organization with its awards (schema.org `award`). */
export function organizationJsonLd(
  company: AwardCompany,
  nominations: readonly AwardNomination[],
  config: PublicConfig,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url: `${config.canonicalUrl}${paths.company(company.slug)}`,
    ...(company.logo ? { logo: absolute(company.logo, config) } : {}),
    award: nominations.map((nomination) => awardText(config.brandName, nomination)),
  };
}

function absolute(path: string, config: PublicConfig): string {
  return /^https?:\/\//.test(path) ? path : `${config.canonicalUrl}${path}`;
}

/** A category's nominees as an ItemList of Organizations, each winner with its award. */
export function categoryJsonLd(
  edition: AwardEditionSummary,
  category: AwardCategory,
  config: PublicConfig,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: `${category.name} — ${config.brandName} Awards ${edition.year}`,
    numberOfItems: category.nominees.length,
    itemListElement: category.nominees.map((nominee: AwardNominee, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Organization',
        name: nominee.company.name,
        url: `${config.canonicalUrl}${paths.company(nominee.company.slug)}`,
        ...(nominee.status === 'winner'
          ? {
              award: awardText(config.brandName, {
                edition: edition.year,
                status: 'winner',
                category,
              }),
            }
          : {}),
      },
    })),
  };
}

export function isEditionPageData(value: unknown): value is EditionPageData {
  return (
    typeof value === 'object' && value !== null && 'edition' in value && !('category' in value)
  );
}

export function isEntryPageData(value: unknown): value is EntryPageData {
  return typeof value === 'object' && value !== null && 'entry' in value;
}

export function isWinnersPageData(value: unknown): value is WinnersPageData {
  return typeof value === 'object' && value !== null && 'category' in value && 'highlight' in value;
}

export function isCompanyAwardsPageData(value: unknown): value is CompanyAwardsPageData {
  return typeof value === 'object' && value !== null && 'page' in value;
}

export function isCheckWinnerPageData(value: unknown): value is CheckWinnerPageData {
  return (
    typeof value === 'object' && value !== null && 'nominations' in value && 'company' in value
  );
}

/** What an edition's phase means for a visitor, in a sentence. */
export function phaseSentence(edition: AwardEditionSummary): string {
  switch (edition.phase) {
    case 'voting':
      return 'Voting is open: one vote per verified person in each category.';
    case 'counting':
      return 'Voting Phase has ended! Winners will be announced soon!';
    case 'winners':
      return 'The winners are announced, each with the parts of its score.';
    case 'nominees':
      return 'The nominees are in; the jury decides the winners.';
  }
}

export function editionHead(pageData: EditionPageData, config: PublicConfig): PageHead {
  const { edition } = pageData;
  const winners = edition.categories.flatMap((category) =>
    category.nominees.filter((nominee) => nominee.status === 'winner'),
  );
  return {
    title: `${config.brandName} Awards ${edition.year}`,
    description: `${edition.story} ${phaseSentence(edition)}`,
    canonicalPath: awardsPaths.edition(edition.year),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: `${config.brandName} Awards ${edition.year}`,
        description: edition.story,
        url: `${config.canonicalUrl}${awardsPaths.edition(edition.year)}`,
        organizer: { '@type': 'Organization', name: config.brandName, url: config.canonicalUrl },
        ...(winners.length > 0 ? { about: `${winners.length} winners` } : {}),
      },
    ],
  };
}

export function entryHead(pageData: EntryPageData, config: PublicConfig): PageHead {
  const { entry, segment } = pageData;
  const year = entry.edition.year;
  if (entry.kind === 'category') {
    return {
      title: `${entry.category.name} — Awards ${year}`,
      description: `The ${entry.category.nominees.length} nominees of ${entry.category.name} in the ${config.brandName} Awards ${year}, with the published score of each once the winners are out.`,
      canonicalPath: awardsPaths.entry(year, entry.category.slug, segment ?? undefined),
      jsonLd: [categoryJsonLd(entry.edition, entry.category, config)],
    };
  }
  return {
    title: `${entry.company.name} — Awards ${year}`,
    description: `${entry.company.name} in the ${config.brandName} Awards ${year}: ${entry.nominations.map((n) => n.category.name).join(', ')}.`,
    canonicalPath: awardsPaths.entry(year, entry.company.slug, segment ?? undefined),
    jsonLd: [organizationJsonLd(entry.company, entry.nominations, config)],
  };
}
