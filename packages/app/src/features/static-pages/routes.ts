import { CONTRIBUTION_TEXT } from '../../shared/contributions/fields';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import type { PublicConfig } from '@atlas/api/ssr';
import type { FeatureRoutes, RouteDependencies } from '../../shared/routing/feature-routes';
import type { RouteHandle, PageHead } from '../../shared/routing/head';
import {
  DEFAULT_BRAND,
  isContentPageData,
  loadContentPage,
  type ContentPageData,
  type ContentPageName,
} from './content';
import { describeOutboundUrl } from './safe-url';
import { fillPlaceholders } from './markdown/front-matter';
import type { OpenRole } from '../../content/careers';
import type { FaqSection } from '../../content/faq';

interface StaticRouteOptions {
  /** The route's path (no leading slash) and `handle.name`. */
  path: string;
  name: string;
  /** Markdown file under src/content/pages that gives title, description and body. */
  content: ContentPageName;
  /** More data for the page, loaded beside its content. */
  extra?: (args: LoaderFunctionArgs) => Promise<Record<string, unknown>>;
  page: () => Promise<{ Component: ComponentType }>;
  /** What a form the browser posts to the page does (issue 33). */
  action?: RouteObject['action'];
  noindex?: boolean;
  keepAlive?: boolean;
}

/** Content data with `{brand}` filled in, so the page and its hydration data say the same. */
function fillRoles(roles: readonly OpenRole[], brand: string): OpenRole[] {
  const fill = (text: string) => fillPlaceholders(text, { brand });
  return roles.map((role) => ({
    ...role,
    title: fill(role.title),
    summary: fill(role.summary),
    responsibilities: role.responsibilities.map(fill),
    requirements: role.requirements.map(fill),
  }));
}

function fillFaq(sections: readonly FaqSection[], brand: string): FaqSection[] {
  const fill = (text: string) => fillPlaceholders(text, { brand });
  return sections.map((section) => ({
    ...section,
    title: fill(section.title),
    items: section.items.map((item) => ({
      question: fill(item.question),
      answer: fill(item.answer),
    })),
  }));
}

function headOf(loaderData: unknown, fallbackTitle: string, noindex: boolean): PageHead {
  const meta = isContentPageData(loaderData) ? loaderData.meta : {};
  return {
    title: meta.title ?? fallbackTitle,
    description: meta.description ?? '',
    ...(noindex ? { noindex: true } : {}),
  };
}

/** The static pages of SPEC §2 (about, careers, contact, faq, terms …, countries and services indexes), as children of the default layout. */
export function createStaticPageRoutes({ api, store }: RouteDependencies): FeatureRoutes {
  const brand = () => store?.config.brandName ?? DEFAULT_BRAND;

  const route = (options: StaticRouteOptions): RouteObject => ({
    path: options.path,
    loader: async (args: LoaderFunctionArgs): Promise<ContentPageData> => {
      const [content, extra] = await Promise.all([
        loadContentPage(options.content, { brand: brand() }),
        options.extra ? options.extra(args) : Promise.resolve({}),
      ]);
      return { ...content, ...extra };
    },
    lazy: options.page,
    ...(options.action ? { action: options.action } : {}),
    handle: {
      name: options.name,
      head: (loaderData: unknown, _config: PublicConfig) =>
        headOf(loaderData, options.name, options.noindex ?? false),
      ...(options.keepAlive === false ? { keepAlive: false } : {}),
    } satisfies RouteHandle,
  });

  const contentPage = async () => ({
    Component: (await import('./pages/ContentPage')).ContentPage,
  });

  return {
    default: [
      route({ path: 'about-us', name: 'about-us', content: 'about-us', page: contentPage }),
      route({
        path: 'careers',
        name: 'careers',
        content: 'careers',
        extra: async () => ({
          roles: fillRoles((await import('../../content/careers')).OPEN_ROLES, brand()),
        }),
        page: async () => ({ Component: (await import('./pages/CareersPage')).CareersPage }),
      }),
      route({
        path: 'contact',
        name: 'contact',
        content: 'contact',
        keepAlive: false,
        // The form posted by the browser itself, before the page's script ran (issue 33).
        action: async (args) => (await import('./contact-action')).contactAction(api, args),
        page: async () => ({ Component: (await import('./pages/ContactPage')).ContactPage }),
      }),
      route({
        path: 'faq',
        name: 'faq',
        content: 'faq',
        extra: async () => ({
          sections: fillFaq((await import('../../content/faq')).FAQ_SECTIONS, brand()),
        }),
        page: async () => ({ Component: (await import('./pages/FaqPage')).FaqPage }),
      }),
      route({ path: 'terms', name: 'terms', content: 'terms', page: contentPage }),
      route({
        path: 'improve-ranking',
        name: 'improve-ranking',
        content: 'improve-ranking',
        page: contentPage,
      }),
      route({
        path: 'write-for-us',
        name: 'write-for-us',
        content: 'write-for-us',
        keepAlive: false,
        // Posted before the page's script ran (issue 33): the draft kept, the page asks to wait.
        action: async (args) =>
          (await import('../../shared/forms/form-action')).keepTypedAction(CONTRIBUTION_TEXT)(args),
        page: async () => ({
          Component: (await import('./pages/WriteForUsPage')).WriteForUsPage,
        }),
      }),
      route({ path: 'contribute', name: 'contribute', content: 'contribute', page: contentPage }),
      route({
        path: 'countries',
        name: 'countries',
        content: 'countries',
        extra: async ({ request }) => ({ regions: (await api.listCountries(request.signal)).data }),
        page: async () => ({ Component: (await import('./pages/CountriesPage')).CountriesPage }),
      }),
      route({
        path: 'services',
        name: 'services',
        content: 'services',
        extra: async ({ request }) => ({ groups: (await api.listServices(request.signal)).data }),
        page: async () => ({ Component: (await import('./pages/ServicesPage')).ServicesPage }),
      }),
      {
        path: 'safe-url',
        loader: ({ request }: LoaderFunctionArgs) =>
          describeOutboundUrl(new URL(request.url).searchParams.get('url')),
        lazy: async () => ({ Component: (await import('./pages/SafeUrlPage')).SafeUrlPage }),
        handle: {
          name: 'safe-url',
          head: () => ({
            title: 'You Are Leaving the Site',
            description: `Check where a link goes before you leave ${brand()}.`,
            noindex: true,
          }),
        } satisfies RouteHandle,
      },
      route({
        path: 'maintenance',
        name: 'maintenance',
        content: 'maintenance',
        noindex: true,
        page: contentPage,
      }),
      route({
        path: 'pitch-deck-mitp',
        name: 'pitch-deck-mitp',
        content: 'pitch-deck-mitp',
        page: async () => ({ Component: (await import('./pages/PitchDeckPage')).PitchDeckPage }),
      }),
      route({
        path: 'test_countries',
        name: 'test-countries',
        content: 'test_countries',
        noindex: true,
        extra: async ({ request }) => ({ regions: (await api.listCountries(request.signal)).data }),
        page: async () => ({
          Component: (await import('./pages/TestCountriesPage')).TestCountriesPage,
        }),
      }),
    ],
  };
}
