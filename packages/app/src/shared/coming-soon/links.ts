import { paths } from '../../config/paths';

export interface ComingSoonLink {
  label: string;
  to: string;
}

/** Where a coming-soon page sends people by default: the directory and the home page. */
export const DEFAULT_COMING_SOON_LINKS: readonly ComingSoonLink[] = [
  { label: 'Browse all agencies', to: paths.companies() },
  { label: 'Go to Homepage', to: paths.home() },
];

/** Places to go meanwhile, by what the coming page is about. */
export const COMING_SOON_LINKS = {
  reading: [
    { label: 'Browse all agencies', to: paths.companies() },
    { label: 'Write for us', to: paths.writeForUs() },
  ],
  listing: [
    { label: 'Contact us', to: paths.contact() },
    { label: 'Improve your ranking', to: paths.improveRanking() },
  ],
  account: [
    { label: 'Browse all agencies', to: paths.companies() },
    { label: 'Get support', to: paths.contact() },
  ],
} as const satisfies Record<string, readonly ComingSoonLink[]>;
