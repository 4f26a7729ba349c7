import { useLocation } from 'react-router-dom';

/**
 * The words of the site's chrome — skip link, awards strip, header, menus, footer and its call to
 * action — per page language (issue 21: no English chrome around a Spanish page). English is
 * here; another language registers its words with the feature that has pages in it (the blog
 * registers Spanish from its own chunk), so the shell carries one language's words, not all.
 * `{brand}` and `{edition}` are filled in where they appear.
 */
export interface ShellText {
  skipToContent: string;
  mainNavigation: string;
  companies: string;
  services: string;
  top10: string;
  newBadge: string;
  backToHomepage: string;
  awards: string;
  awardsEdition: string;
  blog: string;
  contactUs: string;
  logIn: string;
  logout: string;
  dashboard: string;
  myCompany: string;
  /** Heads the avatar menu's companies, for a person who runs several. */
  managing: string;
  getSupport: string;
  getListed: string;
  /** The valet button when the page's language is not English (English keeps its A/B texts). */
  submitProject: string | null;
  discoverAgencies: string;
  discoverServices: string;
  countries: string;
  cities: string;
  seeAll: string;
  search: string;
  menu: string;
  offline: string;
  searchTitle: string;
  closeSearch: string;
  loadingSearch: string;
  findByServiceAndLocation: string;
  serviceLabel: string;
  servicePlaceholder: string;
  locationLabel: string;
  locationPlaceholder: string;
  findAgencies: string;
  lookUpByName: string;
  findByName: string;
  companyNameLabel: string;
  companyNamePlaceholder: string;
  searching: string;
  noMatches: string;
  typeToSearch: string;
  closeMenu: string;
  awardsVoting: string;
  awardsNominees: string;
  awardsWinners: string;
  awardsVoteLink: string;
  awardsNomineesLink: string;
  awardsWinnersLink: string;
  closeAwardsBanner: string;
  footerCompany: string;
  aboutUs: string;
  careers: string;
  faq: string;
  terms: string;
  allServices: string;
  allCountries: string;
  insights: string;
  improveRanking: string;
  writeForUs: string;
  contribute: string;
  social: string;
  rightsReserved: string;
  valetBannerTitle: string | null;
  valetBannerButton: string | null;
  valetBannerMinimalButton: string | null;
  getListedTitle: string | null;
  getListedDescription: string | null;
  getListedButton: string | null;
}

export const ENGLISH_SHELL_TEXT: ShellText = {
  skipToContent: 'Skip to content',
  mainNavigation: 'Main',
  companies: 'Companies',
  services: 'Services',
  top10: 'TOP 10 Listings',
  newBadge: 'New',
  backToHomepage: 'Back to Homepage',
  awards: 'Awards',
  awardsEdition: 'Awards {edition}',
  blog: 'Blog',
  contactUs: 'Contact Us',
  logIn: 'Log In',
  logout: 'Logout',
  dashboard: 'Dashboard',
  myCompany: 'My Company',
  managing: 'Managing',
  getSupport: 'Get Support',
  getListed: 'Get Listed',
  submitProject: null,
  discoverAgencies: 'Discover All Agencies in the World',
  discoverServices: 'Discover All Services',
  countries: 'Countries',
  cities: 'Cities',
  seeAll: 'See all',
  search: 'Search',
  menu: 'Menu',
  offline: 'You are offline',
  searchTitle: 'Search the directory',
  closeSearch: 'Close search',
  loadingSearch: 'Loading the search',
  findByServiceAndLocation: 'Find agencies by service and location',
  serviceLabel: 'Service',
  servicePlaceholder: 'e.g. Web Development',
  locationLabel: 'Location',
  locationPlaceholder: 'Country or city',
  findAgencies: 'Find agencies',
  lookUpByName: 'Or look up an agency by name',
  findByName: 'Find a company by name',
  companyNameLabel: 'Company name',
  companyNamePlaceholder: 'Any part of the name',
  searching: 'Searching…',
  noMatches: 'No matches',
  typeToSearch: 'Type to search',
  closeMenu: 'Close menu',
  awardsVoting: 'Voting for the {brand} Awards {edition} is open.',
  awardsNominees: 'The {brand} Awards {edition} nominees are in.',
  awardsWinners: 'The {brand} Awards {edition} winners are announced.',
  awardsVoteLink: 'Vote now!',
  awardsNomineesLink: 'View nominees!',
  awardsWinnersLink: 'Check out the winners!',
  closeAwardsBanner: 'Close awards banner',
  footerCompany: 'Company',
  aboutUs: 'About Us',
  careers: 'Careers',
  faq: 'FAQ',
  terms: 'Terms',
  allServices: 'All services',
  allCountries: 'All countries',
  insights: 'Insights',
  improveRanking: 'Improve Your Ranking',
  writeForUs: 'Write for Us',
  contribute: 'Contribute',
  social: 'Social',
  rightsReserved: 'All rights reserved.',
  // The kit's own English defaults stand for these.
  valetBannerTitle: null,
  valetBannerButton: null,
  valetBannerMinimalButton: null,
  getListedTitle: null,
  getListedDescription: null,
  getListedButton: null,
};

const registered = new Map<string, ShellText>([['en', ENGLISH_SHELL_TEXT]]);

/** Makes `text` the chrome of pages in `language` (called once, by the feature's module). */
export function registerShellText(language: string, text: ShellText): void {
  registered.set(language, text);
}

/** The language of the page at `pathname`: a two-letter first segment that has words, or English. */
export function shellLanguageOf(pathname: string): string {
  const first = /^\/([a-z]{2})(?:\/|$)/.exec(pathname)?.[1];
  return first && registered.has(first) ? first : 'en';
}

/** The chrome's words for the page at `pathname`. */
export function shellTextFor(pathname: string): ShellText {
  return registered.get(shellLanguageOf(pathname)) ?? ENGLISH_SHELL_TEXT;
}

/** The chrome's words for the current page. */
export function useShellText(): ShellText {
  return shellTextFor(useLocation().pathname);
}

/** `{name}` placeholders filled in. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
