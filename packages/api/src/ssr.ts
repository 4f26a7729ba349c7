import type { VotingEditionKey } from './options';

/**
 * The seam between the server and the app's built server entry: the server hands a request in,
 * the app answers status, headers and the whole HTML document.
 */

export interface AwardsEditionSettings {
  /** ISO date when public voting ends, or null when not announced. */
  votingEnd: string | null;
  votingPhase: boolean;
}

/** Configuration the app may see (it is embedded in every page, so nothing secret goes here). */
export interface PublicConfig {
  brandName: string;
  /** Absolute site URL without a trailing slash; canonical links start with it. */
  canonicalUrl: string;
  apiBaseUrl: string;
  apiV2BaseUrl: string;
  allowedForPromo: string[];
  awards: Record<VotingEditionKey, AwardsEditionSettings>;
  /** SPEC §4 "Route guards": while true, every page sends the visitor to /maintenance. */
  maintenance: boolean;
  /** OpenID providers configured for sign-in; a missing one hides its button. */
  authProviders?: ('google' | 'linkedin')[];
  /** Firestore as the realtime adapter (FIREBASE_* set): the public web key and the project. */
  firebase?: { apiKey: string; projectId: string };
  /** Share of page views (0–1) that report their Core Web Vitals (issue 14); none when absent. */
  webVitalsSampleRate?: number;
}

export interface RenderRequest {
  /** Path and query, e.g. `/companies?page=2`. */
  url: string;
  method: string;
  headers: Record<string, string>;
  /**
   * The body of a form the browser posted to the page (`application/x-www-form-urlencoded`,
   * issue 33): the route's action reads it. The server checked its origin and size.
   */
  body?: string;
  config: PublicConfig;
  /** The HTML shell with `<!--app-head-->` and `<!--app-html-->` markers. */
  template: string;
  /**
   * A nonce for inline scripts, for a host whose Content-Security-Policy uses nonces. Our server
   * sends none: it lists the hashes of `RenderResult.inlineScripts`, so a page's bytes are the
   * same for every visitor it is served to (and can be kept compressed).
   */
  nonce?: string;
  /** How the app reaches the API while rendering on the server. */
  fetch: typeof fetch;
}

export interface RenderResult {
  status: number;
  headers: Record<string, string>;
  html: string;
  /**
   * The text of every inline script the page runs (not data blocks such as JSON), exactly as
   * written between its tags: the server allows each by its hash in the page's CSP.
   */
  inlineScripts?: readonly string[];
  /**
   * Cookies the API set while a posted form's action ran (a login's session), each a whole
   * Set-Cookie value, to send after any in `headers`.
   */
  setCookies?: readonly string[];
}

export type RenderFunction = (request: RenderRequest) => Promise<RenderResult>;
