import type { PublicConfig } from '@atlas/api/ssr';

/**
 * What the browser needs to reach Firestore: the web API key and the project (plus an optional
 * auth domain). The server puts it in the public configuration as `firebase` when FIREBASE_* is
 * set; without it the app keeps the server's own event stream.
 */
export interface FirebaseWebConfig {
  apiKey: string;
  projectId: string;
  authDomain?: string;
}

/** The public configuration's Firebase settings, or null when Firestore is not configured. */
export function firebaseWebConfigOf(config: PublicConfig): FirebaseWebConfig | null {
  const value: unknown = (config as PublicConfig & { firebase?: unknown }).firebase;
  if (value === null || typeof value !== 'object') return null;
  const { apiKey, projectId, authDomain } = value as Record<string, unknown>;
  if (typeof apiKey !== 'string' || apiKey === '' || typeof projectId !== 'string' || !projectId)
    return null;
  return typeof authDomain === 'string' ? { apiKey, projectId, authDomain } : { apiKey, projectId };
}
