import type { AwardEditionPhase } from '@atlas/api/awards';
import type { AwardsEditionSettings } from '@atlas/api/ssr';

/** The editions the configuration puts in their voting phase (AWARDS_*_VOTING_PHASE). */
export function votingEditionsOf(
  awards: Readonly<Record<string, AwardsEditionSettings>>,
): number[] {
  return Object.entries(awards)
    .filter(([, settings]) => settings.votingPhase)
    .map(([edition]) => Number(edition));
}

/**
 * Where an edition stands: its winners once staff published them; otherwise, while the
 * configuration keeps it in the voting phase, 'voting' until its voting end and 'counting' after;
 * an edition outside its voting phase without winners shows its nominees.
 */
export function editionPhase(
  settings: AwardsEditionSettings | undefined,
  winnersPublished: boolean,
  now: Date,
): AwardEditionPhase {
  if (winnersPublished) return 'winners';
  if (!settings?.votingPhase) return 'nominees';
  if (settings.votingEnd !== null && Date.parse(settings.votingEnd) <= now.getTime())
    return 'counting';
  return 'voting';
}
