import {
  LATEST_AWARD_EDITION,
  VOTING_EDITIONS,
  type VotingEditionKey,
} from '@atlas/api/option-lists';
import type { PublicConfig } from '@atlas/api/ssr';
import { paths } from '../../config/paths';

export type AwardsEdition = VotingEditionKey;
/** The cookie's phase: the banner is closed once per edition for voting and once for winners. */
export type AwardsPhase = 'voting' | 'winners';
/** Which link text the banner shows. */
export type AwardsLinkPhase = 'voting' | 'nominees' | 'winners';

const EDITIONS_NEWEST_FIRST: readonly AwardsEdition[] = VOTING_EDITIONS.map(
  (edition): AwardsEdition => `${edition}`,
).reverse();
/** The newest edition: its winners show once no edition is voting, and its countdown runs. */
export const LATEST_AWARDS_EDITION: AwardsEdition = `${LATEST_AWARD_EDITION}`;

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
  const edition = voting ?? LATEST_AWARDS_EDITION;
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
    href: paths.awardsEdition(edition),
  };
}

/** The cookie that keeps a closed banner closed for a year. */
export function awardsBannerCookie(cookieName: string, secure: boolean): string {
  return `${cookieName}=1; Max-Age=${AWARDS_BANNER_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The newest edition's voting countdown end, while its voting runs (SPEC §2 Awards-special layout). */
export function votingCountdownEnd(config: PublicConfig): string | null {
  const edition = config.awards[LATEST_AWARDS_EDITION];
  return edition.votingPhase ? edition.votingEnd : null;
}
