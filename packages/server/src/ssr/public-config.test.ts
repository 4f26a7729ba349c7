import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { publicConfigOf } from './plugin';

describe('publicConfigOf', () => {
  it('tells browsers to use Firestore only when it is configured, with nothing secret', () => {
    expect(publicConfigOf(loadConfig({})).firebase).toBeUndefined();
    const config = loadConfig({
      FIREBASE_PROJECT_ID: 'atlas-test',
      FIREBASE_API_KEY: 'public-web-key',
      FIREBASE_CLIENT_EMAIL: 'realtime@atlas-test.iam.gserviceaccount.com',
      FIREBASE_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\nsecret\n-----END PRIVATE KEY-----',
    });
    const shown = publicConfigOf(config);
    expect(shown.firebase).toEqual({ apiKey: 'public-web-key', projectId: 'atlas-test' });
    expect(JSON.stringify(shown)).not.toContain('secret');
    expect(JSON.stringify(shown)).not.toContain('iam.gserviceaccount.com');
  });
});
