import type { RouteObject } from 'react-router-dom';
import type { ApiClient } from '@atlas/api/client';
import type { Stores } from '../stores/StoresContext';

/** What a feature's routes may use: the request's (or tab's) API client and stores. */
export interface RouteDependencies {
  api: ApiClient;
  /** The request's (or tab's) stores: who is signed in, and the public configuration. */
  store?: Stores;
}

/** The layouts a page can sit in (SPEC §2); each is a layout route of the router. */
export type LayoutName = 'default' | 'awards' | 'blank' | 'survey';

/**
 * A feature's pages, by the layout that frames them: what each feature's `routes.ts` exports and
 * the router (routes/index.tsx) composes. Paths are relative to the root, as SPEC §2 writes them.
 */
export type FeatureRoutes = Readonly<Partial<Record<LayoutName, RouteObject[]>>>;

/** Builds a feature's routes for one request (or tab). */
export type CreateFeatureRoutes = (dependencies: RouteDependencies) => FeatureRoutes;
