import type { ApiClient } from '@atlas/api/client';
import type { PublicConfig } from '@atlas/api/ssr';
import { firebaseWebConfigOf, type FirebaseWebConfig } from './firebaseConfig';
import type { FirestoreClient } from './firestoreClient';
import { lazyGateway } from './lazyGateway';
import type { RealtimeGateway } from './RealtimeGateway';

export interface AppGatewayOptions {
  config: PublicConfig;
  api: Pick<ApiClient, 'renewFirebaseToken'>;
  /** The user store: who is signed in, and where a failed realtime sign-in is noted (SPEC §4). */
  user: { readonly user: { id: string } | null; setFirestoreAuthError(failed: boolean): void };
  /** The server's stream (tests pass a fake). */
  loadSse: () => Promise<RealtimeGateway>;
  /** The firebase SDK behind FirestoreClient (tests pass a fake); loaded only when configured. */
  loadFirestoreClient?: (config: FirebaseWebConfig) => Promise<FirestoreClient>;
}

/**
 * The browser's realtime adapter: the server's stream, wrapped by the Firestore adapter when the
 * public configuration names a Firebase project. Nothing loads before the first connect (a
 * signed-in person), and the firebase SDK never loads without that configuration.
 */
export function createAppGateway(options: AppGatewayOptions): RealtimeGateway {
  const firebase = firebaseWebConfigOf(options.config);
  const loadClient =
    options.loadFirestoreClient ??
    (async (config: FirebaseWebConfig) =>
      (await import('./firestoreClient')).createFirestoreClient(config));
  return lazyGateway(async () => {
    const sse = await options.loadSse();
    if (!firebase) return sse;
    const [{ createFirestoreGateway }, client] = await Promise.all([
      import('./firestoreGateway'),
      loadClient(firebase),
    ]);
    return createFirestoreGateway({
      client,
      inner: sse,
      renewToken: async () => (await options.api.renewFirebaseToken()).data.token,
      userId: () => options.user.user?.id ?? null,
      onSignInFailed: () => options.user.setFirestoreAuthError(true),
    });
  });
}
