import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '@atlas/api/client';
import type { PublicConfig } from '@atlas/api/ssr';
import type { Variants } from '@atlas/api/variants';
import type { AlertStore } from './AlertStore';
import type { ChatStore } from './ChatStore';
import type { RealtimeStore } from './RealtimeStore';
import type { NavigationStore } from './NavigationStore';
import type { NotificationStore } from './NotificationStore';
import type { UiStore } from './UiStore';
import type { UserStore } from './UserStore';

/**
 * What every store and component can read: the configuration, the API client and the domain
 * stores. A feature adds its own store with `declare module` (see features/companies/stores/
 * FiltersStore.ts); the app's RootStore implements this interface, so a store declared here but not
 * created there is a compile error. Each store is built as `new XStore(root)` and reads the others
 * through `root`.
 */
export interface Stores {
  readonly config: PublicConfig;
  readonly api: ApiClient;
  readonly user: UserStore;
  readonly alert: AlertStore;
  readonly ui: UiStore;
  readonly navigation: NavigationStore;
  readonly notifications: NotificationStore;
  /** The live connection (issue 17) and the chat state of SPEC §3. */
  readonly realtime: RealtimeStore;
  readonly chat: ChatStore;
  /** Which button texts and form styles this visitor sees; fixed for the page's life. */
  variants: Variants;
}

const StoresContext = createContext<Stores | null>(null);

export function StoresProvider({ store, children }: { store: Stores; children: ReactNode }) {
  return <StoresContext.Provider value={store}>{children}</StoresContext.Provider>;
}

/** The request's (or the tab's) stores. */
export function useStores(): Stores {
  const store = useContext(StoresContext);
  if (!store) throw new Error('useStores() needs a <StoresProvider> above it');
  return store;
}
