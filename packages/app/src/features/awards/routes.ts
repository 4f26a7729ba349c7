import {
  AWARD_EDITIONS,
  AWARDS_PAGE_EDITIONS,
  LATEST_AWARD_EDITION,
  VOTING_EDITIONS,
} from '@atlas/api/options';
import { paths } from '../../config/paths';
import { DEFAULT_COMING_SOON_LINKS } from '../../shared/coming-soon/links';
import {
  comingSoonRoute,
  type ComingSoonPageRoute,
} from '../../shared/coming-soon/comingSoonRoute';
import type { FeatureRoutes } from '../../shared/routing/feature-routes';

// The edition lists are @atlas/api's: pages for AWARDS_PAGE_EDITIONS, voting pages for
// VOTING_EDITIONS, embeddable winners widgets for every AWARD_EDITIONS.

/** A path segment that is any slug except the given reserved words. */
function slugExcept(...reserved: string[]): RegExp {
  return new RegExp(`^(?!(?:${reserved.join('|')})$)[a-z0-9]+(?:-[a-z0-9]+)*$`, 'i');
}

const AWARDS_SLUG = slugExcept('embedded', 'questionnaire');

/**
 * The awards of SPEC §2: every edition, its categories, voting and winners, and the embeddable
 * badges. Coming soon until the awards issue builds them.
 */
const AWARDS_HOME: ComingSoonPageRoute = {
  path: 'awards',
  name: 'awards',
  title: 'Agency Atlas Awards',
  text: 'The yearly awards for the best agencies: every edition, its categories, nominees and winners.',
  links: [
    { label: `Awards ${LATEST_AWARD_EDITION}`, to: paths.awardsEdition(LATEST_AWARD_EDITION) },
    { label: 'Browse all agencies', to: paths.companies() },
  ],
};

const AWARDS_LAYOUT_PAGES: readonly ComingSoonPageRoute[] = [
  ...AWARDS_PAGE_EDITIONS.flatMap((edition): ComingSoonPageRoute[] => [
    {
      path: `awards-${edition}`,
      name: `awards-${edition}`,
      title: `Agency Atlas Awards ${edition}`,
      text: `The ${edition} edition: its categories, how voting works, the nominees and the winners.`,
      links: DEFAULT_COMING_SOON_LINKS,
    },
    {
      path: `awards-${edition}/:slug`,
      name: `awards-${edition}-slug`,
      title: `Awards ${edition} Category`,
      text: `One category of the ${edition} awards with its nominees and winners.`,
      params: { slug: 'slug' },
      links: DEFAULT_COMING_SOON_LINKS,
    },
    {
      path: `awards-${edition}/:slug/:segment`,
      name: `awards-${edition}-slug-segment`,
      title: `Awards ${edition} Category`,
      text: `One category of the ${edition} awards in one place.`,
      params: { slug: 'slug', segment: 'slug' },
      links: DEFAULT_COMING_SOON_LINKS,
    },
  ]),
  {
    path: 'awards-2022/:slug/check-winner',
    name: 'awards-2022-slug-check-winner',
    title: 'Check a 2022 Winner',
    text: 'Check whether a company won in a category of the 2022 awards.',
    params: { slug: 'slug' },
    links: DEFAULT_COMING_SOON_LINKS,
  },
  ...VOTING_EDITIONS.flatMap((edition): ComingSoonPageRoute[] => [
    {
      path: `awards-${edition}/faq`,
      name: `awards-${edition}-faq`,
      title: `Awards ${edition} FAQ`,
      text: `Answers about the ${edition} awards: who can be nominated, how voting works and when winners are announced.`,
      links: DEFAULT_COMING_SOON_LINKS,
    },
    {
      path: `awards-${edition}/vote`,
      name: `awards-${edition}-vote`,
      title: `Vote in the ${edition} Awards`,
      text: `Cast your votes for the best agencies of ${edition}.`,
      keepAlive: false,
      links: DEFAULT_COMING_SOON_LINKS,
    },
    {
      path: `awards-${edition}/vote/update`,
      name: `awards-${edition}-vote-update`,
      title: `Change Your ${edition} Votes`,
      text: `Review and change the votes you cast in the ${edition} awards.`,
      keepAlive: false,
      links: DEFAULT_COMING_SOON_LINKS,
    },
    {
      path: `awards-${edition}/winners/:service/:slug?`,
      name: `awards-${edition}-winners-service-slug`,
      title: `Awards ${edition} Winners`,
      text: `The winners of the ${edition} awards for one service.`,
      params: { service: 'slug', slug: 'slug' },
      links: DEFAULT_COMING_SOON_LINKS,
    },
  ]),
  {
    path: 'awards/questionnaire',
    name: 'awards-questionnaire',
    title: 'Awards Questionnaire',
    text: 'The questionnaire nominated companies fill in for the jury.',
    keepAlive: false,
    links: DEFAULT_COMING_SOON_LINKS,
  },
  {
    path: 'awards/:slug',
    name: 'awards-slug',
    title: 'Awards Category',
    text: 'One awards category across every edition.',
    params: { slug: AWARDS_SLUG },
    links: DEFAULT_COMING_SOON_LINKS,
  },
  {
    path: 'awards/:slug/:segment',
    name: 'awards-slug-segment',
    title: 'Awards Category',
    text: 'One awards category in one place, across every edition.',
    params: { slug: AWARDS_SLUG, segment: 'slug' },
    links: DEFAULT_COMING_SOON_LINKS,
  },
];

/** The embeddable badges and widgets, without the site around them. */
const EMBEDDED_PAGES: readonly ComingSoonPageRoute[] = [
  ...AWARD_EDITIONS.map((edition): ComingSoonPageRoute => ({
    path: `awards/embedded/${edition}`,
    name: `awards-embedded-${edition}`,
    title: `Awards ${edition} Badge`,
    text: `The embeddable badge of the ${edition} awards for winners’ websites.`,
  })),
  {
    path: 'awards/embedded/monthly',
    name: 'awards-embedded-monthly',
    title: 'Monthly Awards Badge',
    text: 'The embeddable badge of the monthly awards.',
  },
  ...VOTING_EDITIONS.map((edition): ComingSoonPageRoute => ({
    path: `awards/embedded/${edition}/voting`,
    name: `awards-embedded-${edition}-voting`,
    title: `Vote for Us in the ${edition} Awards`,
    text: `The embeddable voting widget of the ${edition} awards.`,
  })),
];

export function createAwardsRoutes(): FeatureRoutes {
  return {
    default: [comingSoonRoute(AWARDS_HOME)],
    awards: AWARDS_LAYOUT_PAGES.map(comingSoonRoute),
    blank: EMBEDDED_PAGES.map(comingSoonRoute),
  };
}
