import type { Config } from '../../config';

/**
 * What browsers need to use Firestore as their realtime adapter (the app's `firebaseWebConfigOf`
 * reads it from the public configuration as `firebase`): the web API key and the project. Only
 * when the service account is configured too, since the custom tokens they sign in with and the
 * documents they read both come from it. Nothing secret: the web key is public by design.
 */
export function firebaseWebConfigOf(
  config: Pick<Config, 'auth'>,
): { apiKey: string; projectId: string } | undefined {
  const firebase = config.auth.firebase;
  if (!firebase?.apiKey) return undefined;
  return { apiKey: firebase.apiKey, projectId: firebase.projectId };
}
