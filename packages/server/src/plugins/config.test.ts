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
  it('says once at start which settings it ignores, naming each and never its value', async () => {
    const secret = 'a-secret-key-nobody-may-read';
    const warnings = await warningsAtStart({
      PUBLIC_URL: 'https://atlas.example',
      REDIS_URL: 'redis://:password@cache:6379',
      S3_SECRET_ACCESS_KEY: secret,
    });
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^REDIS_URL is set but nothing uses it yet: it is ignored/);
    expect(warnings[1]).toMatch(/^S3_SECRET_ACCESS_KEY is set but nothing uses it yet/);
    expect(warnings.join('\n')).not.toContain('password');
    expect(warnings.join('\n')).not.toContain(secret);
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
