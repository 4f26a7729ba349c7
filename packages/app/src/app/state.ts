import type { PublicConfig } from '@atlas/api/ssr';
import type { RootSnapshot } from '../stores/RootStore';

/** What the server embeds in the page for the browser to start from. */
export interface EmbeddedState {
  config: PublicConfig;
  store: RootSnapshot;
}

export const EMBEDDED_STATE_ID = 'atlas-state';
