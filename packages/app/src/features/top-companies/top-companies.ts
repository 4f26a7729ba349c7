import { data, type LoaderFunctionArgs } from 'react-router-dom';
import type { ApiClient } from '@atlas/api/client';
import type { TopCompaniesList } from '@atlas/api/endpoints/get-top-companies';
import type { PromotePage } from '@atlas/api/endpoints/get-promote-page';
import { ApiError } from '@atlas/api/http';
import type { PublicConfig } from '@atlas/api/ssr';
import { NOT_FOUND_MESSAGE } from '../../shared/errors/messages';
import type { PageHead } from '../../shared/routing/head';
import { paths } from '../../config/paths';
import type { Stores } from '../../shared/stores/StoresContext';

export interface TopCompaniesPageData {
  list: TopCompaniesList;
  pathname: string;
}

/** "Top 10 Web Development Companies in London" (or every service in the city). */
export function topCompaniesHeading(list: TopCompaniesList): string {
  return list.service
    ? `Top 10 ${list.service.name} Companies in ${list.city.name}`
    : `Top 10 Companies in ${list.city.name}`;
}

/** The page's own address, service first: /top-companies/{service?}/{city}. */
export function topCompaniesPath(list: TopCompaniesList): string {
  return list.service
    ? paths.topCompanies(list.service.slug, list.city.slug)
    : paths.topCompanies(list.city.slug);
}

/** Its shareable image (a PNG the server draws, the page's Open Graph image). */
export function screenshotPath(list: TopCompaniesList): string {
  return `${topCompaniesPath(list)}/screenshot`;
}

/** /top-companies/{service?}/{city}: the list, or a 404 for an unknown city or service. */
export function createTopCompaniesLoader(api: ApiClient) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<TopCompaniesPageData> => {
    const city = params.city;
    if (!city) throw data(NOT_FOUND_MESSAGE, { status: 404 });
    try {
      const { data: list } = await api.getTopCompanies(
        { city, ...(params.service ? { service: params.service } : {}) },
        request.signal,
      );
      return { list, pathname: new URL(request.url).pathname };
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400))
        throw data(NOT_FOUND_MESSAGE, { status: 404 });
      throw error;
    }
  };
}

export function isTopCompaniesPageData(value: unknown): value is TopCompaniesPageData {
  return typeof value === 'object' && value !== null && 'list' in value && 'pathname' in value;
}

/** Title, description, canonical, the image and the ItemList of the organic ten. */
export function topCompaniesHead(pageData: TopCompaniesPageData, config: PublicConfig): PageHead {
  const { list } = pageData;
  const heading = topCompaniesHeading(list);
  const what = list.service ? `${list.service.name.toLowerCase()} companies` : 'agencies';
  return {
    title: heading,
    description: `The ten best ${what} in ${list.city.name}, ${list.country.name}, ranked by verified reviews, ratings and profile quality. Sponsored places are labelled and never change the ranking.`,
    canonicalPath: topCompaniesPath(list),
    ogImage: screenshotPath(list),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: heading,
        numberOfItems: list.companies.length,
        itemListOrder: 'https://schema.org/ItemListOrderDescending',
        itemListElement: list.companies.map((entry) => ({
          '@type': 'ListItem',
          position: entry.organic_rank,
          url: `${config.canonicalUrl}${paths.company(entry.company.slug)}`,
          name: entry.company.name,
        })),
      },
    ],
  };
}

export interface PromotePageData {
  /** The signed-in member's company and what it can sponsor; null for a visitor without one. */
  promote: PromotePage | null;
  signedIn: boolean;
  /** Where the visitor came from (SPEC §7 promote_page_accessed). */
  source: PromoteSource | null;
}

export const PROMOTE_SOURCES = ['inclusion_badge', 'user_notification'] as const;
export type PromoteSource = (typeof PROMOTE_SOURCES)[number];

export function promoteSourceOf(url: URL): PromoteSource | null {
  const source = url.searchParams.get('source');
  return PROMOTE_SOURCES.find((known) => known === source) ?? null;
}

/** /top-companies/promote: the company's pages and eligibility when someone signed in has one. */
export function createPromoteLoader(api: ApiClient, store: Stores | undefined) {
  return async ({ request }: LoaderFunctionArgs): Promise<PromotePageData> => {
    const source = promoteSourceOf(new URL(request.url));
    const signedIn = store?.user.isLoggedIn ?? false;
    if (!signedIn) return { promote: null, signedIn, source };
    try {
      return { promote: (await api.getPromotePage(request.signal)).data, signedIn, source };
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 404))
        return { promote: null, signedIn: error.status !== 401, source };
      throw error;
    }
  };
}
