import type { PublicConfig } from '@atlas/api/ssr';

/** The public configuration tests render with. */
export const testPublicConfig: PublicConfig = {
  brandName: 'Agency Atlas',
  canonicalUrl: 'http://localhost:3000',
  apiBaseUrl: '/api',
  apiV2BaseUrl: '/api/v2',
  allowedForPromo: [],
  maintenance: false,
  awards: {
    '2023': { votingEnd: null, votingPhase: false },
    '2024': { votingEnd: null, votingPhase: false },
    '2025': { votingEnd: null, votingPhase: false },
  },
};
