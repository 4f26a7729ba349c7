import type { PublicConfig } from '@atlas/api/ssr';
import type { RootSnapshot } from '../stores/RootStore';

/** What the server embeds in the page for the browser to start from. */
export interface EmbeddedState {
  config: PublicConfig;
  store: RootSnapshot;
  /**
   * The features whose routes the page was rendered with (routes/tree.tsx): the browser loads
   * these before hydrating and finds the others on navigation. Absent: every feature.
   */
  routeFeatures?: string[];
}

export const EMBEDDED_STATE_ID = 'atlas-state';
