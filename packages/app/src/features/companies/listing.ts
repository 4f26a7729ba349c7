import { data, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { ApiClient } from '@atlas/api/client';
import type { CompanyListItem, PaginationMeta } from '@atlas/api/entities/company';
import type { ListingSponsor, SelectedFilterOption } from '@atlas/api/endpoints/list-companies';
import type { ListingContext } from '@atlas/api/endpoints/resolve-listing';
import { isEmptySelection } from '@atlas/api/filter-selection';
import { COMPANIES_PER_PAGE } from '@atlas/api/option-lists';
import { ApiError } from '@atlas/api/http';
import type { PublicConfig } from '@atlas/api/ssr';
import { legacyListingTarget } from '../../shared/routing/legacy';
import type { PageHead } from '../../shared/routing/head';
import { NOT_FOUND_MESSAGE } from '../../shared/errors/messages';
import { listingHref, type ReadListingState } from './listing-url';
import { merge, ownSelection } from './selection';
import { paths } from '../../config/paths';

export interface ListingPageData {
  context: ListingContext;
  state: ReadListingState;
  /** The path without a query: /companies, /companies/{seg} or /companies/{service}/{location}. */
  pathname: string;
  companies: CompanyListItem[];
  /** Sponsored places above the results (first page of a service-in-a-city listing only). */
  sponsored: ListingSponsor[];
  meta: PaginationMeta;
  /** The chosen filter options with their names, as the listing answer names them (the pills). */
  selectedOptions: SelectedFilterOption[];
}

const EMPTY_CONTEXT: ListingContext = { service: null, country: null, city: null };

/** `?page=N` as a positive integer; anything else is a page that does not exist. */
export function parsePageParam(url: URL): number {
  const raw = url.searchParams.get('page');
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(raw)) throw data(NOT_FOUND_MESSAGE, { status: 404 });
  return Number(raw);
}

/** What the listing is of, in words: "Web Development Companies in London". */
export function listingSubject(context: ListingContext): { heading: string; place: string | null } {
  const place = context.city ? context.city.name : context.country ? context.country.name : null;
  if (context.service) {
    return {
      heading: `Top ${context.service.name} Companies${place ? ` in ${place}` : ''}`,
      place,
    };
  }
  return { heading: place ? `Top Companies in ${place}` : 'Top Agencies in the World', place };
}

export function createListingLoader(api: ApiClient) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<ListingPageData> => {
    // Reading the URL's filters takes the filter schemas (and zod): loaded with the first
    // navigation to a listing, alongside the listing's call, never with a page's first script.
    const reader = import('./read-listing-state');
    const url = new URL(request.url);
    const segments = [params.segment, params.location].filter((segment): segment is string =>
      Boolean(segment),
    );
    const legacy = legacyListingTarget(segments);
    if (legacy) throw redirect(`${legacy}${url.search}`, 301);
    const page = parsePageParam(url);

    let context = EMPTY_CONTEXT;
    const [segment, location] = segments;
    if (segment) {
      try {
        context = (await api.resolveListing({ segment, location }, request.signal)).data;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
          throw data(NOT_FOUND_MESSAGE, { status: 404 });
        }
        throw error;
      }
    }
    const state = (await reader).readListingState(url, page);
    const result = await api.listCompanies(
      {
        page,
        per_page: COMPANIES_PER_PAGE,
        sort: state.sort,
        order: state.order,
        filters: merge(ownSelection(context), state.selection),
      },
      request.signal,
    );
    if (page > result.meta.last_page) throw data(NOT_FOUND_MESSAGE, { status: 404 });
    return {
      context,
      state,
      pathname: url.pathname,
      companies: result.data,
      sponsored: result.sponsored,
      meta: result.meta,
      selectedOptions: result.selected_options,
    };
  };
}

function breadcrumbTrail(pageData: ListingPageData): { name: string; path: string }[] {
  const { context } = pageData;
  const trail = [
    { name: 'Home', path: paths.home() },
    { name: 'Companies', path: paths.companies() },
  ];
  if (context.service)
    trail.push({ name: context.service.name, path: paths.companyListing(context.service.slug) });
  const place = context.city ?? context.country;
  if (place) {
    trail.push({
      name: place.name,
      path: context.service
        ? paths.companyListing(context.service.slug, place.slug)
        : paths.companyListing(place.slug),
    });
  }
  return trail;
}

export { breadcrumbTrail };

/** Title, description, canonical, prev/next and structured data of a listing page. */
export function listingHead(pageData: ListingPageData, config: PublicConfig): PageHead {
  const { context, state, meta, pathname, companies } = pageData;
  const { heading, place } = listingSubject(context);
  const total = new Intl.NumberFormat('en-US').format(meta.total);
  const what = context.service
    ? `${context.service.name.toLowerCase()} companies`
    : 'technology and marketing agencies';
  const refined =
    !isEmptySelection(state.selection) || state.sort !== 'score' || state.order !== undefined;
  const pageHref = (target: number) => listingHref(pathname, { ...state, page: target });
  const links: { rel: string; href: string }[] = [];
  if (meta.page > 1) links.push({ rel: 'prev', href: pageHref(meta.page - 1) });
  if (meta.page < meta.last_page) links.push({ rel: 'next', href: pageHref(meta.page + 1) });
  const trail = breadcrumbTrail(pageData);
  return {
    title: meta.page > 1 ? `${heading} – Page ${meta.page}` : heading,
    description: `Compare ${total} ${what}${place ? ` in ${place}` : ''}, ranked by verified reviews, awards and profile quality.`,
    canonicalPath: meta.page > 1 ? `${pathname}?page=${meta.page}` : pathname,
    noindex: refined,
    links,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: heading,
        numberOfItems: meta.total,
        itemListElement: companies.map((company, index) => ({
          '@type': 'ListItem',
          position: (meta.page - 1) * meta.per_page + index + 1,
          url: `${config.canonicalUrl}/company/${company.slug}`,
          name: company.name,
        })),
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: trail.map((crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.name,
          item: `${config.canonicalUrl}${crumb.path}`,
        })),
      },
    ],
  };
}

/**
 * /companies/saved-searches/view/{id}: opens a saved search by sending the browser to its listing
 * with the saved filters. Only its owner may: anyone else (or a missing id) gets a 404; someone
 * signed out is asked to log in first.
 */
export function createSavedSearchLoader(api: ApiClient) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<never> => {
    const id = params.id;
    if (!id) throw data(NOT_FOUND_MESSAGE, { status: 404 });
    try {
      const { data: saved } = await api.getSavedSearch(id, request.signal);
      throw redirect(saved.url, 302);
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.status === 401) {
          const here = new URL(request.url).pathname;
          throw redirect(paths.login(here), 302);
        }
        if (error.status === 404 || error.status === 400)
          throw data(NOT_FOUND_MESSAGE, { status: 404 });
      }
      throw error;
    }
  };
}
