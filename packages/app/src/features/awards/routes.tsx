import { AWARD_EDITIONS, AWARDS_PAGE_EDITIONS, VOTING_EDITIONS } from '@atlas/api/options';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import type { ApiClient } from '@atlas/api/client';
import type { PublicConfig } from '@atlas/api/ssr';
import type { FeatureRoutes, RouteDependencies } from '../../shared/routing/feature-routes';
import type { RouteHandle } from '../../shared/routing/head';
import type { PageHead } from '../../shared/routing/head';
import type * as AwardsModuleValue from './awards';
import type * as FaqModuleValue from './faq';

type AwardsModule = typeof AwardsModuleValue;
type FaqModule = typeof FaqModuleValue;
type Loader = (args: LoaderFunctionArgs) => Promise<unknown> | unknown;

/**
 * The awards' loaders, heads and JSON-LD load with the awards pages, not with every page: each
 * loader imports them when it first runs, and leaves the page's head in its data (`head`), which
 * the route's handle reads (the same way as the blog's routes).
 */
function lazyLoader(
  config: () => PublicConfig,
  make: (module: AwardsModule) => Loader,
  head?: (module: AwardsModule, data: unknown, config: PublicConfig) => PageHead | null,
): Loader {
  let loader: Loader | undefined;
  return async (args) => {
    const module = await import('./awards');
    loader ??= make(module);
    const data = await loader(args);
    if (!head || typeof data !== 'object' || data === null || data instanceof Response) return data;
    const made = head(module, data, config());
    return made ? { ...data, head: made } : data;
  };
}

function isPageHead(value: unknown): value is PageHead {
  return (
    typeof value === 'object' &&
    value !== null &&
    'title' in value &&
    typeof value.title === 'string' &&
    'description' in value &&
    typeof value.description === 'string'
  );
}

/** The head a loader made, or the fallback while there is none. */
function headOf(loaderData: unknown, fallback: PageHead): PageHead {
  const head: unknown =
    typeof loaderData === 'object' && loaderData !== null && 'head' in loaderData
      ? loaderData.head
      : undefined;
  return isPageHead(head) ? head : fallback;
}

/** The FAQ page's answers also make its FAQPage JSON-LD: they load with the page. */
function faqJsonLd(module: FaqModule, year: number, brandName: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: module.awardsFaq(year, brandName).map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

// The edition lists are @atlas/api's: pages for AWARDS_PAGE_EDITIONS, voting pages for
// VOTING_EDITIONS, embeddable winners widgets for every AWARD_EDITIONS.

/** A path segment that is any slug except the given reserved words. */
function slugExcept(...reserved: string[]): RegExp {
  return new RegExp(`^(?!(?:${reserved.join('|')})$)[a-z0-9]+(?:-[a-z0-9]+)*$`, 'i');
}

const AWARDS_SLUG = slugExcept('embedded', 'questionnaire');

const lazyPage = {
  home: async () => ({ Component: (await import('./pages/AwardsHomePage')).AwardsHomePage }),
  edition: async () => ({ Component: (await import('./pages/EditionPage')).EditionPage }),
  entry: async () => ({ Component: (await import('./pages/EntryPage')).EntryPage }),
  winners: async () => ({ Component: (await import('./pages/WinnersPage')).WinnersPage }),
  faq: async () => ({ Component: (await import('./pages/FaqPage')).FaqPage }),
  company: async () => ({
    Component: (await import('./pages/CompanyAwardsPage')).CompanyAwardsPage,
  }),
  vote: async () => ({ Component: (await import('./pages/VotePage')).VotePage }),
  questionnaire: async () => ({
    Component: (await import('./pages/QuestionnairePage')).QuestionnairePage,
  }),
  checkWinner: async () => ({
    Component: (await import('./pages/CheckWinnerPage')).CheckWinnerPage,
  }),
};

/** Every edition's pages: the edition, a category or company in it, its winners and FAQ. */
function editionRoutes(
  api: ApiClient,
  signedIn: () => boolean,
  config: () => PublicConfig,
): RouteObject[] {
  return AWARDS_PAGE_EDITIONS.flatMap((edition): RouteObject[] => {
    const fallback = { title: `Awards ${edition}`, description: `The ${edition} awards.` };
    const entry = {
      loader: lazyLoader(
        config,
        (module) => module.createEntryLoader(api, edition),
        (module, data, site) =>
          module.isEntryPageData(data) ? module.entryHead(data, site) : null,
      ),
      lazy: lazyPage.entry,
    };
    const entryHandle = (name: string, params: RouteHandle['params']): RouteHandle => ({
      name,
      params,
      head: (loaderData: unknown) => headOf(loaderData, fallback),
    });
    const routes: RouteObject[] = [
      {
        path: `awards-${edition}`,
        loader: lazyLoader(
          config,
          (module) => module.createEditionLoader(api, edition),
          (module, data, site) =>
            module.isEditionPageData(data) ? module.editionHead(data, site) : null,
        ),
        lazy: lazyPage.edition,
        handle: {
          name: `awards-${edition}`,
          head: (loaderData: unknown) => headOf(loaderData, fallback),
        } satisfies RouteHandle,
      },
      {
        path: `awards-${edition}/:slug`,
        ...entry,
        handle: entryHandle(`awards-${edition}-slug`, { slug: 'slug' }),
      },
      {
        path: `awards-${edition}/:slug/:segment`,
        ...entry,
        handle: entryHandle(`awards-${edition}-slug-segment`, { slug: 'slug', segment: 'slug' }),
      },
    ];
    if (!(VOTING_EDITIONS as readonly number[]).includes(edition)) return routes;
    const voteRoute = (mode: 'cast' | 'change'): RouteObject => ({
      path: mode === 'cast' ? `awards-${edition}/vote` : `awards-${edition}/vote/update`,
      loader: lazyLoader(config, (module) => module.createVoteLoader(api, edition, mode, signedIn)),
      lazy: lazyPage.vote,
      handle: {
        name: mode === 'cast' ? `awards-${edition}-vote` : `awards-${edition}-vote-update`,
        keepAlive: false,
        head: () => ({
          title: mode === 'cast' ? `Vote in the ${edition} Awards` : `Change Your ${edition} Votes`,
          description:
            mode === 'cast'
              ? `Cast your votes for the best agencies of ${edition}: one vote per verified person per category.`
              : `Review and change the votes you cast in the ${edition} awards until voting ends.`,
          canonicalPath:
            mode === 'cast' ? `/awards-${edition}/vote` : `/awards-${edition}/vote/update`,
        }),
      } satisfies RouteHandle,
    });
    return [
      ...routes,
      voteRoute('cast'),
      voteRoute('change'),
      {
        path: `awards-${edition}/faq`,
        loader: async () => {
          const faqHead = {
            title: `Awards ${edition} FAQ`,
            description: `Answers about the ${edition} awards: who can be nominated, how voting works, how fraud is stopped and how the winners are chosen.`,
          };
          const module = await import('./faq');
          return {
            year: edition,
            head: { ...faqHead, jsonLd: [faqJsonLd(module, edition, config().brandName)] },
          };
        },
        lazy: lazyPage.faq,
        handle: {
          name: `awards-${edition}-faq`,
          head: (loaderData: unknown) =>
            headOf(loaderData, {
              title: `Awards ${edition} FAQ`,
              description: fallback.description,
            }),
        } satisfies RouteHandle,
      },
      {
        path: `awards-${edition}/winners/:service/:slug?`,
        loader: lazyLoader(
          config,
          (module) => module.createWinnersLoader(api, edition),
          (module, data, site) =>
            module.isWinnersPageData(data)
              ? {
                  title: `${data.category.name} Winners ${edition}`,
                  description: `The winners of ${data.category.name} in the ${site.brandName} Awards ${edition}, with every nominee's score and its parts.`,
                  canonicalPath: `/awards-${edition}/winners/${data.category.service.slug}`,
                  jsonLd: [module.categoryJsonLd(data.edition, data.category, site)],
                }
              : null,
        ),
        lazy: lazyPage.winners,
        handle: {
          name: `awards-${edition}-winners-service-slug`,
          params: { service: 'slug', slug: 'slug' },
          head: (loaderData: unknown) =>
            headOf(loaderData, {
              title: `Awards ${edition} Winners`,
              description: `The ${edition} winners.`,
            }),
        } satisfies RouteHandle,
      },
    ];
  });
}

/**
 * The embeddable badges and voting buttons: the server answers these addresses itself with a few
 * kB of script-free HTML that other sites may frame (modules/awards/embed-routes.ts). These
 * routes name them in the app and explain them if the app ever reaches one.
 */
const EMBEDDED_PAGES: readonly { path: string; name: string; title: string }[] = [
  ...AWARD_EDITIONS.map((edition) => ({
    path: `awards/embedded/${edition}`,
    name: `awards-embedded-${edition}`,
    title: `Awards ${edition} Badge`,
  })),
  {
    path: 'awards/embedded/monthly',
    name: 'awards-embedded-monthly',
    title: 'Monthly Awards Badge',
  },
  ...VOTING_EDITIONS.map((edition) => ({
    path: `awards/embedded/${edition}/voting`,
    name: `awards-embedded-${edition}-voting`,
    title: `Vote for Us in the ${edition} Awards`,
  })),
];

function embeddedRoute(page: (typeof EMBEDDED_PAGES)[number]): RouteObject {
  return {
    path: page.path,
    lazy: async () => {
      const { EmbeddedInfoPage } = await import('./pages/EmbeddedInfoPage');
      return {
        Component: function EmbeddedPage() {
          return <EmbeddedInfoPage title={page.title} />;
        },
      };
    },
    handle: {
      name: page.name,
      head: () => ({
        title: page.title,
        description: 'An awards badge for a company’s own website.',
        noindex: true,
      }),
    } satisfies RouteHandle,
  };
}

export function createAwardsRoutes({ api, store }: RouteDependencies): FeatureRoutes {
  const signedIn = () => store?.user.isLoggedIn ?? false;
  // The loaders make the heads, with the request's (or tab's) public configuration.
  const config = () => {
    if (!store) throw new Error('The awards routes need the stores (their configuration).');
    return store.config;
  };
  const companyLoader = lazyLoader(
    config,
    (module) => module.createCompanyAwardsLoader(api),
    (module, data, site) =>
      module.isCompanyAwardsPageData(data)
        ? {
            title: `${data.page.company.name} — Awards`,
            description: `${data.page.company.name} in the ${site.brandName} Awards: every nomination and win, edition by edition.`,
            canonicalPath: `/awards/${data.page.company.slug}${data.segment ? `/${data.segment}` : ''}`,
            jsonLd: [module.organizationJsonLd(data.page.company, data.page.nominations, site)],
          }
        : null,
  );
  const companyHead = (loaderData: unknown) =>
    headOf(loaderData, { title: 'Awards', description: 'A company in the awards.' });
  return {
    awards: [
      {
        path: 'awards',
        lazy: lazyPage.home,
        handle: {
          name: 'awards',
          head: (_loaderData: unknown, config: PublicConfig) => ({
            title: `${config.brandName} Awards`,
            description:
              'The yearly awards for the best agencies: every edition, its categories, nominees and winners, with every score published in parts.',
            canonicalPath: '/awards',
            jsonLd: [
              {
                '@context': 'https://schema.org',
                '@type': 'WebPage',
                name: `${config.brandName} Awards`,
                url: `${config.canonicalUrl}/awards`,
              },
            ],
          }),
        } satisfies RouteHandle,
      },
      ...editionRoutes(api, signedIn, config),
      {
        path: 'awards-2022/:slug/check-winner',
        loader: lazyLoader(
          config,
          (module) => module.createCheckWinnerLoader(api),
          (module, data, site) =>
            module.isCheckWinnerPageData(data)
              ? {
                  title: `Did ${data.company.name} win in 2022?`,
                  description: `${data.company.name} in the ${site.brandName} Awards 2022.`,
                  jsonLd: [module.organizationJsonLd(data.company, data.nominations, site)],
                }
              : null,
        ),
        lazy: lazyPage.checkWinner,
        handle: {
          name: 'awards-2022-slug-check-winner',
          params: { slug: 'slug' },
          head: (loaderData: unknown) =>
            headOf(loaderData, { title: 'Check a 2022 Winner', description: 'A 2022 winner.' }),
        } satisfies RouteHandle,
      },
      {
        path: 'awards/:slug',
        loader: companyLoader,
        lazy: lazyPage.company,
        handle: {
          name: 'awards-slug',
          params: { slug: AWARDS_SLUG },
          head: companyHead,
        } satisfies RouteHandle,
      },
      {
        path: 'awards/:slug/:segment',
        loader: companyLoader,
        lazy: lazyPage.company,
        handle: {
          name: 'awards-slug-segment',
          params: { slug: AWARDS_SLUG, segment: 'slug' },
          head: companyHead,
        } satisfies RouteHandle,
      },
      {
        path: 'awards/questionnaire',
        loader: async ({ request }: LoaderFunctionArgs) => ({
          options: (await api.getAwardsQuestionnaire(request.signal)).data,
        }),
        lazy: lazyPage.questionnaire,
        handle: {
          name: 'awards-questionnaire',
          guards: ['protected'],
          keepAlive: false,
          head: () => ({
            title: 'Awards Questionnaire',
            description:
              'Apply for a category of the awards with evidence of your work; the jury reviews every application.',
            noindex: true,
          }),
        } satisfies RouteHandle,
      },
    ],
    blank: EMBEDDED_PAGES.map(embeddedRoute),
  };
}
