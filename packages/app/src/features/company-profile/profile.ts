import { data, type LoaderFunctionArgs } from 'react-router-dom';
import type { ApiClient } from '@atlas/api/client';
import type { CompanyProfile } from '@atlas/api/entities/profile';
import { isReviewSort, type ReviewSort } from '@atlas/api/option-lists';
import type { ListCompanyReviewsResponse } from '@atlas/api/endpoints/list-company-reviews';
import { ApiError } from '@atlas/api/http';
import type { PublicConfig } from '@atlas/api/ssr';
import type { PageHead } from '../../shared/routing/head';
import { NOT_FOUND_MESSAGE } from '../../shared/errors/messages';
import { paths } from '../../config/paths';

export interface CompanyProfilePageData {
  profile: CompanyProfile;
  reviews: ListCompanyReviewsResponse;
  /** The preview for screenshots: no contact or review actions. */
  preview: boolean;
}

const notFound = () => data(NOT_FOUND_MESSAGE, { status: 404 });

/** The reviews' order and page from the profile's address (`?sort=helpful&page=2`). */
export function readReviewQuery(url: URL): { sort: ReviewSort; page: number } {
  const rawPage = url.searchParams.get('page');
  if (rawPage !== null && !/^[1-9]\d{0,4}$/.test(rawPage)) throw notFound();
  const rawSort = url.searchParams.get('sort');
  const sort = rawSort ?? 'newest';
  if (!isReviewSort(sort)) throw notFound();
  return { sort, page: rawPage === null ? 1 : Number(rawPage) };
}

/** The profile's address with a reviews order and page; the defaults are left out. */
export function profileHref(
  basePath: string,
  query: { sort: ReviewSort; page: number },
  hash = '#reviews',
): string {
  const params = new URLSearchParams();
  if (query.sort !== 'newest') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return `${basePath}${search ? `?${search}` : ''}${hash}`;
}

export function createCompanyProfileLoader(api: ApiClient, preview: boolean) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<CompanyProfilePageData> => {
    const slug = params.slug;
    if (!slug) throw notFound();
    const query = readReviewQuery(new URL(request.url));
    try {
      const [profile, reviews] = await Promise.all([
        api.getCompanyProfile(slug, request.signal),
        api.listCompanyReviews(slug, query, request.signal),
      ]);
      // A reviews page past the last one does not exist.
      if (query.page > reviews.meta.last_page) throw notFound();
      return { profile: profile.data, reviews, preview };
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400))
        throw notFound();
      throw error;
    }
  };
}

export function isCompanyProfilePageData(value: unknown): value is CompanyProfilePageData {
  return typeof value === 'object' && value !== null && 'profile' in value && 'reviews' in value;
}

/** Where the company is, in words: "London, United Kingdom". */
export function placeOf(profile: CompanyProfile): string | null {
  return profile.headquarter
    ? `${profile.headquarter.city.name}, ${profile.headquarter.country.name}`
    : null;
}

export function profilePath(slug: string, preview: boolean): string {
  return preview ? paths.companyPreview(slug) : paths.company(slug);
}

/** Schema.org Organization with its rating and the reviews on this page (only when there are some). */
export function organizationJsonLd(
  { profile, reviews }: CompanyProfilePageData,
  config: PublicConfig,
): Record<string, unknown> {
  const url = `${config.canonicalUrl}/company/${profile.slug}`;
  const organization: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: profile.name,
    url,
  };
  if (profile.logo)
    organization.logo = /^https?:/.test(profile.logo)
      ? profile.logo
      : `${config.canonicalUrl}${profile.logo}`;
  if (profile.summary) organization.description = profile.summary;
  if (profile.founded_year) organization.foundingDate = String(profile.founded_year);
  if (profile.website) organization.sameAs = [profile.website];
  const hq = profile.locations.find((location) => location.headquarter);
  if (hq) {
    organization.address = {
      '@type': 'PostalAddress',
      addressLocality: hq.city.name,
      addressCountry: hq.country.name,
      ...(hq.address ? { streetAddress: hq.address } : {}),
      ...(hq.postcode ? { postalCode: hq.postcode } : {}),
    };
  }
  const { breakdown } = reviews.meta;
  if (breakdown.total > 0 && breakdown.average !== null) {
    organization.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: breakdown.average,
      reviewCount: breakdown.total,
      bestRating: 5,
      worstRating: 1,
    };
    organization.review = reviews.data.map((review) => ({
      '@type': 'Review',
      name: review.title,
      reviewBody: review.summary,
      datePublished: review.published_at.slice(0, 10),
      author: { '@type': 'Person', name: review.reviewer.name ?? 'Anonymous reviewer' },
      reviewRating: {
        '@type': 'Rating',
        ratingValue: review.ratings.overall,
        bestRating: 5,
        worstRating: 1,
      },
    }));
  }
  return organization;
}

export function companyProfileHead(loaderData: unknown, config: PublicConfig): PageHead {
  if (!isCompanyProfilePageData(loaderData))
    return { title: 'Company profile', description: 'A company profile.', noindex: true };
  const { profile, reviews, preview } = loaderData;
  const place = placeOf(profile);
  const rating =
    reviews.meta.breakdown.average !== null
      ? ` Rated ${reviews.meta.breakdown.average}/5 from ${reviews.meta.breakdown.total} review${reviews.meta.breakdown.total === 1 ? '' : 's'}.`
      : '';
  const description =
    `${profile.summary ?? `${profile.name}${place ? ` in ${place}` : ''}: services, portfolio and reviews.`}${rating}`.slice(
      0,
      300,
    );
  const page = reviews.meta.page;
  return {
    title: `${profile.name}${place ? ` – ${place}` : ''} | Reviews and Profile`,
    description,
    canonicalPath: `${paths.company(profile.slug)}${page > 1 ? `?page=${page}` : ''}`,
    // The preview is the same page without actions: only the profile itself is indexed.
    noindex: preview || reviews.meta.sort !== 'newest',
    ogType: 'profile',
    ogImage: profile.logo ?? undefined,
    jsonLd: [organizationJsonLd(loaderData, config)],
  };
}
