import type { PublicConfig } from '@atlas/api/ssr';

export type AwardsEdition = '2023' | '2024' | '2025';
/** The cookie's phase: the banner is closed once per edition for voting and once for winners. */
export type AwardsPhase = 'voting' | 'winners';
/** Which link text the banner shows. */
export type AwardsLinkPhase = 'voting' | 'nominees' | 'winners';

const EDITIONS_NEWEST_FIRST: readonly AwardsEdition[] = ['2025', '2024', '2023'];

/** SPEC §9: the banner cookie lives a year. */
export const AWARDS_BANNER_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const AWARDS_BANNER_COOKIE_PATTERN = /^awards_banner_\d{4}_(voting|winners)$/;

export interface AwardsBannerState {
  edition: AwardsEdition;
  phase: AwardsPhase;
  linkPhase: AwardsLinkPhase;
  cookieName: string;
  href: string;
}

export function awardsBannerCookieName(edition: AwardsEdition, phase: AwardsPhase): string {
  return `awards_banner_${edition}_${phase}`;
}

/**
 * The banner of the current edition: the newest edition in its voting phase ('Vote now!' until its
 * voting end date, then 'View nominees!'); otherwise the newest edition, whose winners are out.
 */
export function currentAwardsBanner(config: PublicConfig, now: number): AwardsBannerState {
  const voting = EDITIONS_NEWEST_FIRST.find((edition) => config.awards[edition].votingPhase);
  const edition = voting ?? '2025';
  const phase: AwardsPhase = voting ? 'voting' : 'winners';
  const end = config.awards[edition].votingEnd;
  const ended = end !== null && Date.parse(end) <= now;
  const linkPhase: AwardsLinkPhase =
    phase === 'winners' ? 'winners' : ended ? 'nominees' : 'voting';
  return {
    edition,
    phase,
    linkPhase,
    cookieName: awardsBannerCookieName(edition, phase),
    href: `/awards-${edition}`,
  };
}

/** The cookie that keeps a closed banner closed for a year. */
export function awardsBannerCookie(cookieName: string, secure: boolean): string {
  return `${cookieName}=1; Max-Age=${AWARDS_BANNER_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The 2025 voting countdown's end, while its voting phase runs (SPEC §2 Awards-special layout). */
export function votingCountdownEnd(config: PublicConfig): string | null {
  const edition = config.awards['2025'];
  return edition.votingPhase ? edition.votingEnd : null;
}
