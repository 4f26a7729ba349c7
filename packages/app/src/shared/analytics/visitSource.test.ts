import { describe, expect, it } from 'vitest';
import { visitSource } from './visitSource';

const page = 'https://atlas.example/company/acme';

describe('visitSource', () => {
  it.each([
    [page, '', 'direct'],
    [page, 'https://atlas.example/companies/seo/london?page=2', 'listing'],
    [page, 'https://atlas.example/search?q=acme', 'search'],
    [page, 'https://atlas.example/top-companies/seo/london', 'top10'],
    [page, 'https://atlas.example/blog/a-post', 'site'],
    [page, 'https://www.google.com/search?q=private+words', 'google.com'],
    [`${page}?utm_source=Newsletter&utm_medium=email`, 'https://mail.example/x', 'newsletter'],
    [page, 'not a url', 'direct'],
  ])('%s from %s is %s', (url, referrer, source) => {
    expect(visitSource(url, referrer)).toBe(source);
  });

  it('keeps nothing of another site but its host name', () => {
    expect(visitSource(page, 'https://user:secret@www.example.org/path?token=x')).toBe(
      'example.org',
    );
  });
});
