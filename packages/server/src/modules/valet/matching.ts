/**
 * The matching engine (issue 18; explained with a worked example in docs/matching.md): how well
 * one listed company fits a buyer's brief, as a score from 0 to 100 and the reasons a person can
 * check. Pure: the repository gathers the facts, this decides.
 *
 * Each factor gives a fit from 0 to 1 and has a weight. A factor the brief leaves open (no
 * focuses, an ignored location or budget) or the company leaves unknown (an undisclosed price, no
 * reply time yet) is left out of both the sum and the total of weights: it neither helps nor
 * hurts. The score is 100 × Σ(weight × fit) / Σ(weight of the factors that count).
 */

export const MATCH_WEIGHTS = {
  services: 35,
  location: 15,
  focuses: 10,
  budget: 10,
  reputation: 12,
  replyTime: 6,
  awards: 4,
  verified: 4,
  profile: 4,
} as const;
export type MatchFactor = keyof typeof MATCH_WEIGHTS;

/** A service's share of a company's work from which it counts in full. */
const FULL_SHARE = 40;
/** Reviews from which the review count no longer adds confidence. */
const FULL_REVIEWS = 20;
/** Awards from which more awards no longer add. */
const FULL_AWARDS = 3;
/** Hours of work a budget should buy at the company's rate for a full budget fit. */
const COMFORTABLE_HOURS = 80;
/** An office in a chosen country but not in a chosen city counts this much. */
const COUNTRY_ONLY_FIT = 0.8;

/** The typical hourly rate (US dollars) of each HOURLY_RATES id. */
export const HOURLY_RATE_TYPICAL: Readonly<Record<number, number>> = {
  29: 25,
  30: 50,
  70: 110,
  150: 200,
  250: 300,
};

export interface MatchBrief {
  /** The services wanted (a parent with chosen children counts through its children). */
  serviceIds: readonly number[];
  focusIds: readonly number[];
  /** Empty both: the location is ignored. */
  countryIds: readonly number[];
  cityIds: readonly number[];
  /** Null: the budget is ignored. */
  budget: { min: number; max: number } | null;
}

export interface MatchOffice {
  countryId: number;
  countryName: string;
  cityId: number;
  cityName: string;
}

export interface MatchCandidate {
  companyId: number;
  /** Each service with its share (percentage) of the company's work. */
  services: readonly { id: number; percentage: number }[];
  serviceNames: Readonly<Record<number, string>>;
  focusIds: readonly number[];
  offices: readonly MatchOffice[];
  /** The smallest project it takes, in US dollars; null: undisclosed. */
  projectSize: number | null;
  /** An HOURLY_RATES id; null: undisclosed. */
  hourlyRate: number | null;
  rating: number | null;
  reviewCount: number;
  awardCount: number;
  verified: boolean;
  /** The profile score, 0 to 100. */
  profileScore: number;
  /** Median minutes to a first answer to a lead; null: not known yet. */
  medianReplyMinutes: number | null;
}

export interface FactorResult {
  factor: MatchFactor;
  /** 0 to 1; null when the factor does not count for this brief and company. */
  fit: number | null;
  /** What the factor says in words, when it speaks for the company. */
  reason: string | null;
}

export interface MatchResult {
  companyId: number;
  /** 0 to 100, one decimal. */
  score: number;
  /** The reasons of the factors that speak for the company, the weightiest first. */
  reasons: string[];
  factors: FactorResult[];
}

const usd = new Intl.NumberFormat('en-US');
const dollars = (amount: number) => `$${usd.format(amount)}`;
const offices = (count: number, place: string) =>
  count === 1 ? `an office in ${place}` : `${count} offices in ${place}`;

/** "about 20 min", "about 3 h", "about 2 days". */
export function replyTimeText(minutes: number): string {
  if (minutes < 60)
    return `about ${minutes < 5 ? Math.max(1, Math.round(minutes)) : Math.round(minutes / 5) * 5} min`;
  if (minutes < 48 * 60) return `about ${Math.round(minutes / 60)} h`;
  return `about ${Math.round(minutes / 1440)} days`;
}

function servicesFactor(brief: MatchBrief, candidate: MatchCandidate): FactorResult {
  const wanted = [...new Set(brief.serviceIds)];
  if (wanted.length === 0) return { factor: 'services', fit: null, reason: null };
  const shares = new Map(candidate.services.map((service) => [service.id, service.percentage]));
  let sum = 0;
  let covered = 0;
  for (const id of wanted) {
    const share = shares.get(id);
    if (share === undefined) continue;
    covered += 1;
    // Offering a service is half of the fit; doing much of it the other half.
    sum += 0.5 + (0.5 * Math.min(share, FULL_SHARE)) / FULL_SHARE;
  }
  const fit = sum / wanted.length;
  if (covered === 0) return { factor: 'services', fit, reason: null };
  let reason = `covers ${covered} of ${wanted.length} service${wanted.length === 1 ? '' : 's'}`;
  if (wanted.length === 1) {
    const id = wanted[0] ?? 0;
    const name = candidate.serviceNames[id];
    if (name) reason = `offers ${name} (${shares.get(id) ?? 0}% of its work)`;
  }
  return { factor: 'services', fit, reason };
}

function focusesFactor(brief: MatchBrief, candidate: MatchCandidate): FactorResult {
  const wanted = [...new Set(brief.focusIds)];
  if (wanted.length === 0) return { factor: 'focuses', fit: null, reason: null };
  const has = new Set(candidate.focusIds);
  const covered = wanted.filter((id) => has.has(id)).length;
  return {
    factor: 'focuses',
    fit: covered / wanted.length,
    reason: covered > 0 ? `works in ${covered} of ${wanted.length} chosen focus areas` : null,
  };
}

function locationFactor(brief: MatchBrief, candidate: MatchCandidate): FactorResult {
  if (brief.countryIds.length === 0 && brief.cityIds.length === 0)
    return { factor: 'location', fit: null, reason: null };
  const cities = new Set(brief.cityIds);
  const countries = new Set(brief.countryIds);
  const inCity = candidate.offices.filter((office) => cities.has(office.cityId));
  if (inCity.length > 0) {
    const first = inCity[0];
    const sameCity = inCity.every((office) => office.cityId === first?.cityId);
    return {
      factor: 'location',
      fit: 1,
      reason: sameCity
        ? offices(inCity.length, first?.cityName ?? 'your city')
        : offices(inCity.length, 'your cities'),
    };
  }
  const inCountry = candidate.offices.filter((office) => countries.has(office.countryId));
  if (inCountry.length > 0) {
    const first = inCountry[0];
    const sameCountry = inCountry.every((office) => office.countryId === first?.countryId);
    return {
      factor: 'location',
      fit: COUNTRY_ONLY_FIT,
      reason: sameCountry
        ? offices(inCountry.length, first?.countryName ?? 'your country')
        : offices(inCountry.length, 'your countries'),
    };
  }
  return { factor: 'location', fit: 0, reason: null };
}

function budgetFactor(brief: MatchBrief, candidate: MatchCandidate): FactorResult {
  const budget = brief.budget;
  if (!budget) return { factor: 'budget', fit: null, reason: null };
  const parts: number[] = [];
  let reason: string | null = null;
  if (candidate.projectSize !== null) {
    const size = candidate.projectSize;
    if (size <= budget.min) parts.push(1);
    else if (size <= budget.max) parts.push(0.7);
    else parts.push(Math.max(0, 0.5 * (1 - (size - budget.max) / budget.max)));
    if (size <= budget.max) reason = `projects from ${dollars(size)} fit your budget`;
  }
  const rate =
    candidate.hourlyRate === null ? undefined : HOURLY_RATE_TYPICAL[candidate.hourlyRate];
  if (rate !== undefined) {
    const hours = budget.max / rate;
    parts.push(hours >= COMFORTABLE_HOURS ? 1 : hours / COMFORTABLE_HOURS);
    if (!reason && hours >= COMFORTABLE_HOURS)
      reason = `about ${dollars(rate)} an hour fits your budget`;
  }
  if (parts.length === 0) return { factor: 'budget', fit: null, reason: null };
  return {
    factor: 'budget',
    fit: parts.reduce((sum, part) => sum + part, 0) / parts.length,
    reason,
  };
}

function reputationFactor(candidate: MatchCandidate): FactorResult {
  if (candidate.rating === null || candidate.reviewCount === 0)
    return { factor: 'reputation', fit: 0, reason: null };
  const confidence = Math.min(
    1,
    Math.log10(1 + candidate.reviewCount) / Math.log10(1 + FULL_REVIEWS),
  );
  const rating = Math.round(candidate.rating * 10) / 10;
  return {
    factor: 'reputation',
    fit: (candidate.rating / 5) * confidence,
    reason:
      candidate.rating >= 4
        ? `rated ${rating.toFixed(1)} from ${candidate.reviewCount} review${candidate.reviewCount === 1 ? '' : 's'}`
        : null,
  };
}

function replyTimeFactor(candidate: MatchCandidate): FactorResult {
  const minutes = candidate.medianReplyMinutes;
  if (minutes === null) return { factor: 'replyTime', fit: null, reason: null };
  const fit =
    minutes <= 30 ? 1 : minutes <= 60 ? 0.8 : minutes <= 240 ? 0.5 : minutes <= 1440 ? 0.2 : 0;
  return {
    factor: 'replyTime',
    fit,
    reason: minutes <= 240 ? `answers in ${replyTimeText(minutes)}` : null,
  };
}

/** Scores one company against a brief, with its reasons. */
export function scoreMatch(brief: MatchBrief, candidate: MatchCandidate): MatchResult {
  const factors: FactorResult[] = [
    servicesFactor(brief, candidate),
    locationFactor(brief, candidate),
    focusesFactor(brief, candidate),
    budgetFactor(brief, candidate),
    reputationFactor(candidate),
    replyTimeFactor(candidate),
    {
      factor: 'awards',
      fit: Math.min(candidate.awardCount, FULL_AWARDS) / FULL_AWARDS,
      reason:
        candidate.awardCount > 0
          ? `won ${candidate.awardCount === 1 ? 'an award' : `${candidate.awardCount} awards`}`
          : null,
    },
    {
      factor: 'verified',
      fit: candidate.verified ? 1 : 0,
      reason: candidate.verified ? 'verified company' : null,
    },
    {
      factor: 'profile',
      fit: Math.max(0, Math.min(100, candidate.profileScore)) / 100,
      reason: candidate.profileScore >= 80 ? 'complete profile' : null,
    },
  ];
  let total = 0;
  let weights = 0;
  for (const item of factors) {
    if (item.fit === null) continue;
    total += MATCH_WEIGHTS[item.factor] * item.fit;
    weights += MATCH_WEIGHTS[item.factor];
  }
  const score = weights === 0 ? 0 : Math.round((1000 * total) / weights) / 10;
  const reasons = factors
    .filter((item) => item.reason !== null && item.fit !== null && item.fit > 0)
    .sort((a, b) => MATCH_WEIGHTS[b.factor] * (b.fit ?? 0) - MATCH_WEIGHTS[a.factor] * (a.fit ?? 0))
    .map((item) => item.reason ?? '');
  return { companyId: candidate.companyId, score, reasons, factors };
}

/** How many of the wanted services a company offers. */
export function coveredServices(brief: MatchBrief, candidate: MatchCandidate): number {
  const offered = new Set(candidate.services.map((service) => service.id));
  return new Set(brief.serviceIds.filter((id) => offered.has(id))).size;
}

/**
 * The candidates best first: those covering more of the wanted services first (a buyer who asks
 * for three services wants a company doing all three before the best one doing one), then by
 * score, then more reviews, then the lower id (stable). Companies that offer none of the wanted
 * services are left out.
 */
export function rankMatches(
  brief: MatchBrief,
  candidates: readonly MatchCandidate[],
): MatchResult[] {
  return candidates
    .map((candidate) => ({
      candidate,
      covered: coveredServices(brief, candidate),
      result: scoreMatch(brief, candidate),
    }))
    .filter((item) => item.covered > 0)
    .sort(
      (a, b) =>
        b.covered - a.covered ||
        b.result.score - a.result.score ||
        b.candidate.reviewCount - a.candidate.reviewCount ||
        a.candidate.companyId - b.candidate.companyId,
    )
    .map((item) => item.result);
}
