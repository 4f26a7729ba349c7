import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { firebaseWebConfigOf } from './firebase-web-config';

const serviceAccount = {
  FIREBASE_PROJECT_ID: 'atlas-demo',
  FIREBASE_CLIENT_EMAIL: 'mirror@atlas-demo.iam.gserviceaccount.com',
  FIREBASE_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----\\n',
};

describe('firebaseWebConfigOf', () => {
  it('names the project and web key only when the service account is configured too', () => {
    expect(firebaseWebConfigOf(loadConfig({}))).toBeUndefined();
    expect(firebaseWebConfigOf(loadConfig({ FIREBASE_API_KEY: 'web-key' }))).toBeUndefined();
    expect(firebaseWebConfigOf(loadConfig(serviceAccount))).toBeUndefined();
    const web = firebaseWebConfigOf(loadConfig({ ...serviceAccount, FIREBASE_API_KEY: 'web-key' }));
    expect(web).toEqual({ apiKey: 'web-key', projectId: 'atlas-demo' });
    // The private key and the account never reach the browser.
    expect(JSON.stringify(web)).not.toMatch(/PRIVATE|gserviceaccount/);
  });
});
