import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { configPlugin } from './config';

/** Starts a bare Fastify with the config plugin and returns the warnings it logged. */
async function warningsAtStart(env: Record<string, string>): Promise<string[]> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream } });
  await app.register(configPlugin, { config: loadConfig({ NODE_ENV: 'test', ...env }) });
  await app.ready();
  await app.close();
  return lines.map((line) => String((JSON.parse(line) as { msg: unknown }).msg));
}

describe('configPlugin', () => {
  it('never writes the S3 credentials, set or half set', async () => {
    const secret = 'a-secret-key-nobody-may-read';
    const s3 = {
      S3_ENDPOINT: 'https://user:password@s3.example',
      S3_BUCKET: 'files',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: secret,
    };
    expect(await warningsAtStart({ PUBLIC_URL: 'https://atlas.example', ...s3 })).toEqual([]);
    const { S3_BUCKET: _bucket, ...halfSet } = s3;
    expect(() => loadConfig(halfSet)).toThrow(/S3_BUCKET: is required/);
    try {
      loadConfig(halfSet);
    } catch (error) {
      expect(String(error)).not.toContain(secret);
      expect(String(error)).not.toContain('password');
    }
  });

  it('says nothing about settings that are not set', async () => {
    expect(await warningsAtStart({ PUBLIC_URL: 'https://atlas.example' })).toEqual([]);
  });

  it('warns when PUBLIC_URL is not set', async () => {
    const warnings = await warningsAtStart({});
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^PUBLIC_URL is not set/);
  });
});
