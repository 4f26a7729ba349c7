import type { ComingSoonLink } from '../features/coming-soon/ComingSoonPage';
import type { GuardName } from './guards';
import type { ParamRule } from './head';
import { SURVEY_TOPICS } from './surveys';

/**
 * Pages of SPEC §2 whose content belongs to later issues (awards, blog, dashboard, valet, company
 * editing and claiming, getting listed, top companies, surveys). Their addresses, layouts, names
 * and guards are final; until their issue lands they show an honest "coming soon" page.
 */
export interface PlannedPage {
  /** Path relative to the root, exactly as SPEC §2 (optional parameters as `:name?`). */
  path: string;
  /** The route name (layout rules and analytics use it). */
  name: string;
  /** The page's heading and document title. */
  title: string;
  /** What the page will offer, in a sentence. */
  text: string;
  guards?: readonly GuardName[];
  /** false for forms, login, register and dashboard pages. */
  keepAlive?: boolean;
  params?: Readonly<Record<string, ParamRule>>;
  links?: readonly ComingSoonLink[];
  hideNavigation?: boolean;
}

export type LayoutName = 'default' | 'awards' | 'blank' | 'survey';

/** Editions with an awards page of their own (SPEC §9: 2022 to 2025). */
export const AWARDS_EDITIONS = ['2022', '2023', '2024', '2025'] as const;
/** Editions with public voting pages (SPEC §4 "Awards": 2023 to 2025). */
export const VOTING_EDITIONS = ['2023', '2024', '2025'] as const;
/** Editions with an embeddable winners widget. */
export const EMBEDDED_EDITIONS = ['2021', '2022', '2023', '2024', '2025'] as const;

const AWARDS_LINKS: readonly ComingSoonLink[] = [
  { label: 'Browse all agencies', to: '/companies' },
  { label: 'Go to Homepage', to: '/' },
];
const BLOG_LINKS: readonly ComingSoonLink[] = [
  { label: 'Browse all agencies', to: '/companies' },
  { label: 'Write for us', to: '/write-for-us' },
];
const LISTING_LINKS: readonly ComingSoonLink[] = [
  { label: 'Contact us', to: '/contact' },
  { label: 'Improve your ranking', to: '/improve-ranking' },
];
const DASHBOARD_LINKS: readonly ComingSoonLink[] = [
  { label: 'Browse all agencies', to: '/companies' },
  { label: 'Get support', to: '/contact' },
];

/** A path segment that is any slug except the given reserved words. */
function slugExcept(...reserved: string[]): RegExp {
  return new RegExp(`^(?!(?:${reserved.join('|')})$)[a-z0-9]+(?:-[a-z0-9]+)*$`, 'i');
}

const AWARDS_SLUG = slugExcept('embedded', 'questionnaire');

export const PLANNED_DEFAULT_PAGES: readonly PlannedPage[] = [
  {
    path: 'awards',
    name: 'awards',
    title: 'Agency Atlas Awards',
    text: 'The yearly awards for the best agencies: every edition, its categories, nominees and winners.',
    links: [
      { label: 'Awards 2025', to: '/awards-2025' },
      { label: 'Browse all agencies', to: '/companies' },
    ],
  },
  {
    path: 'blog',
    name: 'blog',
    title: 'Blog',
    text: 'Articles, guides and research about hiring and running technology and marketing agencies.',
    links: BLOG_LINKS,
  },
  {
    path: 'blog/:slug',
    name: 'blog-slug',
    title: 'Blog Article',
    text: 'This article will be published here with the rest of our blog.',
    params: { slug: 'slug' },
    links: BLOG_LINKS,
  },
  {
    path: 'blog/category/:index',
    name: 'blog-category-index',
    title: 'Blog Category',
    text: 'Every article of one blog category, newest first.',
    params: { index: 'slug' },
    links: BLOG_LINKS,
  },
  {
    path: 'blog/tag/:index',
    name: 'blog-tag-index',
    title: 'Blog Tag',
    text: 'Every article with one tag, newest first.',
    params: { index: 'slug' },
    links: BLOG_LINKS,
  },
  {
    path: 'blog/preview/:slug?',
    name: 'blog-preview-slug',
    title: 'Article Preview',
    text: 'Authors will preview their drafts here before they are published.',
    params: { slug: 'slug' },
    links: BLOG_LINKS,
  },
  {
    path: 'blog/tech-nations/contribution',
    name: 'blog-tech-nations-contribution',
    title: 'Contribute to Tech Nations',
    text: 'A form to contribute your country’s story to our Tech Nations series.',
    keepAlive: false,
    links: BLOG_LINKS,
  },
  {
    path: 'es/blog',
    name: 'es-blog',
    title: 'Blog en español',
    text: 'Artículos y guías en español sobre cómo contratar agencias de tecnología y marketing.',
    links: BLOG_LINKS,
  },
  {
    path: 'es/blog/:slug',
    name: 'es-blog-slug',
    title: 'Artículo del blog',
    text: 'Este artículo se publicará aquí junto con el resto del blog en español.',
    params: { slug: 'slug' },
    links: BLOG_LINKS,
  },
  {
    path: 'es/blog/category/:index',
    name: 'es-blog-category-index',
    title: 'Categoría del blog',
    text: 'Todos los artículos de una categoría del blog en español.',
    params: { index: 'slug' },
    links: BLOG_LINKS,
  },
  {
    path: 'project-submission',
    name: 'project-submission',
    title: 'Submit Your Project',
    text: 'Describe your project in a few steps and get free quotes from handpicked agencies within 1 hour: no obligation to hire, 100% risk-free.',
    keepAlive: false,
    links: [
      { label: 'Browse all agencies', to: '/companies' },
      { label: 'Contact us', to: '/contact' },
    ],
  },
  {
    path: 'project-submission/confirmation',
    name: 'project-submission-confirmation',
    title: 'Project Submitted',
    text: 'The confirmation of a submitted project, with what happens next.',
  },
  {
    path: 'companies/get-listed',
    name: 'companies-get-listed',
    title: 'Get Listed',
    text: 'Add your agency to the directory for free and get found by buyers looking for your services.',
    links: LISTING_LINKS,
  },
  {
    path: 'companies/submit',
    name: 'companies-submit',
    title: 'Submit Your Company',
    text: 'A step-by-step form to list your company: profile, services, locations and portfolio.',
    keepAlive: false,
    links: LISTING_LINKS,
  },
  {
    path: 'companies/submit/confirmation',
    name: 'companies-submit-confirmation',
    title: 'Company Submitted',
    text: 'The confirmation of a submitted company, with how our review of it works.',
    links: LISTING_LINKS,
  },
  {
    path: 'company/claim',
    name: 'company-claim',
    title: 'Claim Your Company',
    text: 'Prove you work at a listed company to manage its profile, reviews and inbox.',
    guards: ['protected'],
    keepAlive: false,
    links: DASHBOARD_LINKS,
  },
  {
    path: 'company/edit',
    name: 'company-edit',
    title: 'Edit Your Company',
    text: 'Edit your company profile: description, services, locations, portfolio and FAQs.',
    guards: ['protected'],
    keepAlive: false,
    links: DASHBOARD_LINKS,
  },
  {
    path: 'company/join/claim/:slug?',
    name: 'company-join-claim-slug',
    title: 'Claim This Company',
    text: 'Ask to take over the profile of a listed company.',
    guards: ['protected'],
    keepAlive: false,
    params: { slug: 'slug' },
    links: DASHBOARD_LINKS,
  },
  {
    path: 'company/join/invitation/:id?',
    name: 'company-join-invitation-id',
    title: 'Join Your Team',
    text: 'Accept an invitation to help manage a company profile.',
    keepAlive: false,
    params: { id: 'token' },
    links: DASHBOARD_LINKS,
  },
  {
    path: 'company/join/manager/:slug?',
    name: 'company-join-manager-slug',
    title: 'Become a Manager',
    text: 'Ask the owners of a listed company to let you manage it with them.',
    guards: ['protected'],
    keepAlive: false,
    params: { slug: 'slug' },
    links: DASHBOARD_LINKS,
  },
  {
    path: 'top-companies/promote',
    name: 'top-companies-promote',
    title: 'Promote Your Company in the TOP 10',
    text: 'Place your company in the Top 10 listing of a city and service, in front of buyers searching there.',
    links: LISTING_LINKS,
  },
  {
    path: 'top-companies/promote/join',
    name: 'top-companies-promote-join',
    title: 'Join the TOP 10 Listings',
    text: 'Choose the cities and services your company is promoted in.',
    guards: ['protected'],
    keepAlive: false,
    links: LISTING_LINKS,
  },
  {
    path: 'top-companies/:service?/:city',
    name: 'top-companies-service-city',
    title: 'Top 10 Companies',
    text: 'The ten best agencies for one service in one city, ranked by reviews and verified results.',
    params: { service: 'slug', city: 'slug' },
  },
];

export const PLANNED_AWARDS_PAGES: readonly PlannedPage[] = [
  ...AWARDS_EDITIONS.flatMap((edition): PlannedPage[] => [
    {
      path: `awards-${edition}`,
      name: `awards-${edition}`,
      title: `Agency Atlas Awards ${edition}`,
      text: `The ${edition} edition: its categories, how voting works, the nominees and the winners.`,
      links: AWARDS_LINKS,
    },
    {
      path: `awards-${edition}/:slug`,
      name: `awards-${edition}-slug`,
      title: `Awards ${edition} Category`,
      text: `One category of the ${edition} awards with its nominees and winners.`,
      params: { slug: 'slug' },
      links: AWARDS_LINKS,
    },
    {
      path: `awards-${edition}/:slug/:segment`,
      name: `awards-${edition}-slug-segment`,
      title: `Awards ${edition} Category`,
      text: `One category of the ${edition} awards in one place.`,
      params: { slug: 'slug', segment: 'slug' },
      links: AWARDS_LINKS,
    },
  ]),
  {
    path: 'awards-2022/:slug/check-winner',
    name: 'awards-2022-slug-check-winner',
    title: 'Check a 2022 Winner',
    text: 'Check whether a company won in a category of the 2022 awards.',
    params: { slug: 'slug' },
    links: AWARDS_LINKS,
  },
  ...VOTING_EDITIONS.flatMap((edition): PlannedPage[] => [
    {
      path: `awards-${edition}/faq`,
      name: `awards-${edition}-faq`,
      title: `Awards ${edition} FAQ`,
      text: `Answers about the ${edition} awards: who can be nominated, how voting works and when winners are announced.`,
      links: AWARDS_LINKS,
    },
    {
      path: `awards-${edition}/vote`,
      name: `awards-${edition}-vote`,
      title: `Vote in the ${edition} Awards`,
      text: `Cast your votes for the best agencies of ${edition}.`,
      keepAlive: false,
      links: AWARDS_LINKS,
    },
    {
      path: `awards-${edition}/vote/update`,
      name: `awards-${edition}-vote-update`,
      title: `Change Your ${edition} Votes`,
      text: `Review and change the votes you cast in the ${edition} awards.`,
      keepAlive: false,
      links: AWARDS_LINKS,
    },
    {
      path: `awards-${edition}/winners/:service/:slug?`,
      name: `awards-${edition}-winners-service-slug`,
      title: `Awards ${edition} Winners`,
      text: `The winners of the ${edition} awards for one service.`,
      params: { service: 'slug', slug: 'slug' },
      links: AWARDS_LINKS,
    },
  ]),
  {
    path: 'awards/questionnaire',
    name: 'awards-questionnaire',
    title: 'Awards Questionnaire',
    text: 'The questionnaire nominated companies fill in for the jury.',
    keepAlive: false,
    links: AWARDS_LINKS,
  },
  {
    path: 'awards/:slug',
    name: 'awards-slug',
    title: 'Awards Category',
    text: 'One awards category across every edition.',
    params: { slug: AWARDS_SLUG },
    links: AWARDS_LINKS,
  },
  {
    path: 'awards/:slug/:segment',
    name: 'awards-slug-segment',
    title: 'Awards Category',
    text: 'One awards category in one place, across every edition.',
    params: { slug: AWARDS_SLUG, segment: 'slug' },
    links: AWARDS_LINKS,
  },
];

export const PLANNED_BLANK_PAGES: readonly PlannedPage[] = [
  ...EMBEDDED_EDITIONS.map((edition): PlannedPage => ({
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
  ...VOTING_EDITIONS.map((edition): PlannedPage => ({
    path: `awards/embedded/${edition}/voting`,
    name: `awards-embedded-${edition}-voting`,
    title: `Vote for Us in the ${edition} Awards`,
    text: `The embeddable voting widget of the ${edition} awards.`,
  })),
  {
    path: 'top-companies/:service?/:city?/screenshot',
    name: 'top-companies-service-city-screenshot',
    title: 'Top 10 Companies',
    text: 'A compact picture of a Top 10 listing, for sharing.',
    params: { service: 'slug', city: 'slug' },
  },
];

export const PLANNED_SURVEY_PAGES: readonly PlannedPage[] = SURVEY_TOPICS.map((topic) => ({
  path: `survey/${topic.slug}`,
  name: `survey-${topic.slug}`,
  title: topic.title,
  text: 'The results of this survey of agencies and their clients, with charts and the method behind them.',
  hideNavigation: topic.hideNavigation,
  links: BLOG_LINKS,
}));

function dashboardPage(path: string, name: string, title: string, text: string): PlannedPage {
  const id = /(?:^|\/):id\??$/.test(path);
  return {
    path,
    name,
    title,
    text,
    keepAlive: false,
    links: DASHBOARD_LINKS,
    // Matched projects and submissions have numeric ids; chats have opaque ones.
    ...(id ? { params: { id: path.startsWith('inbox/:id') ? 'token' : 'number' } } : {}),
  };
}

/**
 * The dashboard (SPEC §2 "Dashboard"): children of /dashboard/, all behind the login ('' is the
 * dashboard's home).
 */
export const PLANNED_DASHBOARD_PAGES: readonly PlannedPage[] = [
  dashboardPage(
    '',
    'dashboard',
    'Dashboard',
    'Your company at a glance: profile views, new messages, reviews and tasks.',
  ),
  dashboardPage(
    'awards',
    'dashboard-awards',
    'Awards',
    'Your company’s nominations, votes and badges.',
  ),
  ...['2021', '2022', '2023', '2024'].map((edition) =>
    dashboardPage(
      `awards/${edition}`,
      `dashboard-awards-${edition}`,
      `Awards ${edition}`,
      `Your company in the ${edition} awards.`,
    ),
  ),
  dashboardPage(
    'awards/badges',
    'dashboard-awards-badges',
    'Awards Badges',
    'Badges to show your awards on your own website.',
  ),
  dashboardPage(
    'company',
    'dashboard-company',
    'My Company',
    'Your company profile as buyers see it, and how complete it is.',
  ),
  dashboardPage(
    'company/analytics',
    'dashboard-company-analytics',
    'Analytics',
    'Views, clicks and leads of your profile over time.',
  ),
  dashboardPage(
    'company/members',
    'dashboard-company-members',
    'Members',
    'The people who manage your company, and invitations.',
  ),
  dashboardPage(
    'company/reviews',
    'dashboard-company-reviews',
    'Reviews',
    'Your company’s reviews, and inviting clients to write one.',
  ),
  dashboardPage(
    'company/promote/join',
    'dashboard-company-promote-join',
    'Join the TOP 10 Listings',
    'Choose the cities and services your company is promoted in.',
  ),
  dashboardPage('inbox', 'dashboard-inbox', 'Inbox', 'Your conversations with buyers.'),
  dashboardPage(
    'inbox/project-submissions/:id?',
    'dashboard-inbox-project-submissions-id',
    'Project Submissions',
    'Projects buyers submitted to your company.',
  ),
  dashboardPage(
    'inbox/valet',
    'dashboard-inbox-valet',
    'Matched Projects',
    'Projects our team matched with your company.',
  ),
  dashboardPage(
    'inbox/valet/:id',
    'dashboard-inbox-valet-id',
    'Matched Project',
    'One project our team matched with your company.',
  ),
  dashboardPage(
    'inbox/:id',
    'dashboard-inbox-id',
    'Conversation',
    'One conversation with a buyer.',
  ),
  dashboardPage(
    'overview',
    'dashboard-overview',
    'Overview',
    'Everything about your account in one place.',
  ),
  dashboardPage(
    'overview/profile',
    'dashboard-overview-profile',
    'Your Profile',
    'Your name, photo, e-mail address and password.',
  ),
  dashboardPage(
    'overview/support',
    'dashboard-overview-support',
    'Get Support',
    'Ask our team for help with your listing or account.',
  ),
  dashboardPage(
    'promo-membership',
    'dashboard-promo-membership',
    'Promo Membership',
    'Your TOP 10 promotions and their results.',
  ),
  dashboardPage(
    'searches',
    'dashboard-searches',
    'Saved Searches',
    'The listing searches you saved, to open again.',
  ),
  dashboardPage(
    'settings',
    'dashboard-settings',
    'Settings',
    'Notifications, e-mails and account settings.',
  ),
  dashboardPage(
    'notifications',
    'dashboard-notifications',
    'Notifications',
    'Everything that happened around your company.',
  ),
];
