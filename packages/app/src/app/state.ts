import type { PublicConfig } from '@atlas/api/ssr';
import type { RootSnapshot } from '../stores/RootStore';

/** What the server embeds in the page for the browser to start from. */
export interface EmbeddedState {
  config: PublicConfig;
  store: RootSnapshot;
}

export const EMBEDDED_STATE_ID = 'atlas-state';

/** JSON that is safe inside a <script> element. */
export function serializeState(state: EmbeddedState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
