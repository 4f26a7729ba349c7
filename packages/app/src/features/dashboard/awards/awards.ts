import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import type { ApiClient } from '@atlas/api/client';
import type { AwardCompanyPage } from '@atlas/api/endpoints/awards-pages';
import { ApiError } from '@atlas/api/http';
import { AWARD_EDITIONS, VOTING_EDITIONS } from '@atlas/api/options';
import type { RouteHandle } from '../../../shared/routing/head';
import { companyQueryOf } from '../../../shared/companies/managed-company';

/** What a dashboard awards page shows: every edition, one edition, or the badges. */
export type DashboardAwardsView = 'overview' | 'badges' | number;

export interface DashboardAwardsData {
  view: DashboardAwardsView;
  /** The signed-in member's company and its nominations; null without a company. */
  company: { name: string; slug: string } | null;
  nominations: AwardCompanyPage['nominations'];
}

/** A badge a company can embed: its address on this site and the iframe's size. */
export interface EmbeddableBadge {
  label: string;
  path: string;
  width: number;
  height: number;
}

/** The badges a company holds: one per edition it was in, the monthly one, voting buttons. */
export function badgesOf(
  slug: string,
  nominations: AwardCompanyPage['nominations'],
): EmbeddableBadge[] {
  const query = `?company=${encodeURIComponent(slug)}`;
  const editions = [...new Set(nominations.map((n) => n.edition))].sort((a, b) => b - a);
  const badges: EmbeddableBadge[] = editions.map((edition) => ({
    label: `Awards ${edition} badge`,
    path: `/awards/embedded/${edition}${query}`,
    width: 340,
    height: 90,
  }));
  if (nominations.some((n) => n.status === 'winner'))
    badges.push({
      label: 'Monthly badge',
      path: `/awards/embedded/monthly${query}`,
      width: 340,
      height: 90,
    });
  for (const edition of editions)
    if ((VOTING_EDITIONS as readonly number[]).includes(edition))
      badges.push({
        label: `Awards ${edition} voting button`,
        path: `/awards/embedded/${edition}/voting${query}`,
        width: 340,
        height: 80,
      });
  return badges;
}

/** The copy-paste code of a badge: an iframe that needs no script. */
export function embedCode(badge: EmbeddableBadge, canonicalUrl: string): string {
  return `<iframe src="${canonicalUrl}${badge.path}" title="${badge.label}" width="${badge.width}" height="${badge.height}" style="border:0" loading="lazy"></iframe>`;
}

function loader(api: ApiClient, view: DashboardAwardsView) {
  return async ({ request }: LoaderFunctionArgs): Promise<DashboardAwardsData> => {
    let company: { name: string; slug: string } | null = null;
    try {
      // The company the address names (issue 33), else the person's current one.
      const { data: profile } = await api.getProfileCompany(
        companyQueryOf(request.url),
        request.signal,
      );
      company = { name: profile.name, slug: profile.slug };
    } catch (error) {
      if (!(error instanceof ApiError && (error.status === 404 || error.status === 401)))
        throw error;
    }
    if (!company) return { view, company, nominations: [] };
    try {
      const { data: page } = await api.getCompanyAwards(company.slug, request.signal);
      return { view, company, nominations: page.nominations };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404)
        return { view, company, nominations: [] };
      throw error;
    }
  };
}

const lazy = async () => ({
  Component: (await import('./DashboardAwardsPage')).DashboardAwardsPage,
});

function route(
  api: ApiClient,
  path: string,
  name: string,
  view: DashboardAwardsView,
  title: string,
): RouteObject {
  return {
    path,
    loader: loader(api, view),
    lazy,
    handle: {
      name,
      keepAlive: false,
      head: () => ({ title, description: 'Your company in the awards.', noindex: true }),
    } satisfies RouteHandle,
  };
}

/** /dashboard/awards, /dashboard/awards/{2021…2024} and /dashboard/awards/badges. */
export function dashboardAwardsRoutes(api: ApiClient): RouteObject[] {
  return [
    route(api, 'awards', 'dashboard-awards', 'overview', 'Awards'),
    ...AWARD_EDITIONS.slice(0, -1).map((edition) =>
      route(api, `awards/${edition}`, `dashboard-awards-${edition}`, edition, `Awards ${edition}`),
    ),
    route(api, 'awards/badges', 'dashboard-awards-badges', 'badges', 'Awards Badges'),
  ];
}

export function isDashboardAwardsData(value: unknown): value is DashboardAwardsData {
  return typeof value === 'object' && value !== null && 'nominations' in value && 'view' in value;
}
