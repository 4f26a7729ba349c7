import { SPONSORSHIP_REQUIREMENTS, type SponsorshipRequirement } from '@atlas/api/sponsorship';

/** What the rule looks at, read by TopCompaniesRepository.eligibilityFacts. */
export interface EligibilityFacts {
  verified: boolean;
  logoPath: string | null;
  summary: string | null;
  description: string | null;
  website: string | null;
  serviceCount: number;
  headquartersAddress: string | null;
  publishedReviews: number;
}

const filled = (text: string | null) => text !== null && text.replace(/<[^>]*>/g, '').trim() !== '';

const MET: Readonly<Record<SponsorshipRequirement, (facts: EligibilityFacts) => boolean>> = {
  verified: (facts) => facts.verified,
  logo: (facts) => filled(facts.logoPath),
  summary: (facts) => filled(facts.summary),
  description: (facts) => filled(facts.description),
  website: (facts) => filled(facts.website),
  services: (facts) => facts.serviceCount > 0,
  headquarters_address: (facts) => filled(facts.headquartersAddress),
  published_review: (facts) => facts.publishedReviews > 0,
};

/**
 * The one rule for sponsoring a TOP 10 page: a verified, complete profile with at least one
 * published review. Answers what is missing, in SPONSORSHIP_REQUIREMENTS' order.
 */
export function sponsorshipEligibility(facts: EligibilityFacts): {
  eligible: boolean;
  missing: SponsorshipRequirement[];
} {
  const missing = SPONSORSHIP_REQUIREMENTS.filter((requirement) => !MET[requirement](facts));
  return { eligible: missing.length === 0, missing };
}
