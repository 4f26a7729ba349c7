/**
 * The one way an analytics event leaves the app (ARCHITECTURE "Analytics"): `track(name, props)`.
 * SPEC §7's events (valet_page_access_2, header_awards_banner_click, promote_page_accessed) all go
 * through it. Properties are plain values, never personal data.
 */
export type AnalyticsProps = Readonly<Record<string, string | number | boolean | null>>;

export interface AnalyticsPort {
  track(name: string, props?: AnalyticsProps): void;
}

/** The server render sends nothing: events are the browser's. */
export const noopAnalytics: AnalyticsPort = { track: () => undefined };
