import { describe, expect, it } from 'vitest';
import { describeOutboundUrl } from './safe-url';

describe('describeOutboundUrl', () => {
  it('links on only to http(s) addresses, naming the host', () => {
    expect(describeOutboundUrl('https://agency.example/work?x=1')).toEqual({
      kind: 'web',
      href: 'https://agency.example/work?x=1',
      host: 'agency.example',
      secure: true,
    });
    expect(describeOutboundUrl('http://plain.example')).toMatchObject({
      kind: 'web',
      secure: false,
    });
  });

  it('refuses other schemes, disguised hosts and garbage, and says why', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,hi',
      'file:///etc/passwd',
      'ftp://x.example',
    ]) {
      expect(describeOutboundUrl(bad)).toMatchObject({ kind: 'unsafe', raw: bad });
    }
    expect(describeOutboundUrl('https://bank.example@evil.example/')).toMatchObject({
      kind: 'unsafe',
      reason: expect.stringContaining('user name'),
    });
    expect(describeOutboundUrl('not a url')).toMatchObject({ kind: 'unsafe' });
    expect(describeOutboundUrl(null)).toEqual({ kind: 'missing' });
    expect(describeOutboundUrl('   ')).toEqual({ kind: 'missing' });
  });
});
