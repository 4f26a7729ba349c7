import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { voterIdentity } from './voter-identity';

const DOC = new URL('../../../docs/awards.md', import.meta.url);

/** The address → identity rows published in docs/awards.md ("How voters are counted"). */
function publishedExamples(): [string, string][] {
  const text = readFileSync(DOC, 'utf8');
  const block = /<!-- voter-identity:start -->([\s\S]*?)<!-- voter-identity:end -->/.exec(
    text,
  )?.[1];
  if (!block) throw new Error('docs/awards.md has no voter identity examples');
  return block
    .trim()
    .split('\n')
    .slice(2)
    .map((line) => {
      const [address = '', identity = ''] = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim().replaceAll('`', ''));
      return [address, identity];
    });
}

describe('voterIdentity', () => {
  it('strips a plus-tag at any provider', () => {
    expect(voterIdentity('me+1@example.org')).toBe('me@example.org');
    expect(voterIdentity('me+awards+2025@example.org')).toBe('me@example.org');
    expect(voterIdentity('me+2@outlook.com')).toBe('me@outlook.com');
  });

  it('drops the dots of a Gmail local part, and googlemail.com is gmail.com', () => {
    expect(voterIdentity('m.e@gmail.com')).toBe('me@gmail.com');
    expect(voterIdentity('M.E+votes@GoogleMail.com')).toBe('me@gmail.com');
    expect(voterIdentity('  m.e.@gmail.com ')).toBe('me@gmail.com');
  });

  it('keeps dots where the provider tells them apart, and any other domain as it is', () => {
    expect(voterIdentity('m.e@example.org')).toBe('m.e@example.org');
    expect(voterIdentity('m.e@outlook.com')).toBe('m.e@outlook.com');
    // Only the providers themselves: a look-alike or a subdomain is another mailbox.
    expect(voterIdentity('m.e@mail.gmail.com')).toBe('m.e@mail.gmail.com');
    expect(voterIdentity('m.e@gmail.com.example.org')).toBe('m.e@gmail.com.example.org');
  });

  it('lower-cases, and keeps a local part a tag or the dots would empty', () => {
    expect(voterIdentity('Me@Example.ORG')).toBe('me@example.org');
    expect(voterIdentity('+tag@example.org')).toBe('+tag@example.org');
    expect(voterIdentity('...@gmail.com')).toBe('...@gmail.com');
  });

  it('reads the last @ as the domain and leaves a string without one as it is', () => {
    expect(voterIdentity('"a@b"+x@example.org')).toBe('"a@b"@example.org');
    expect(voterIdentity('deleted-42')).toBe('deleted-42');
  });

  it('gives every published example its published identity', () => {
    const examples = publishedExamples();
    expect(examples.length).toBeGreaterThanOrEqual(4);
    for (const [address, identity] of examples)
      expect(voterIdentity(address), address).toBe(identity);
  });
});
