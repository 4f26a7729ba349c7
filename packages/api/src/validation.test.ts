import { describe, expect, it } from 'vitest';
import { EmailSchema, isEmail, isUrl, safeRedirectPath } from './validation';

describe('SPEC §5 helpers', () => {
  it.each([
    ['ada@example.com', true],
    ['first.last+tag@sub.example.co.uk', true],
    ['no-at-sign.example.com', false],
    ['two@@example.com', false],
    ['ada@localhost', false],
    ['spaces in@example.com', false],
    ['', false],
    ['josé@exämple.es', true],
    ['ada\u202E@example.com', false],
    ['ada@exa\u200Bmple.com', false],
    ['ada\u0007@example.com', false],
    ['ada\u0000@example.com', false],
    ['😀@example.com', false],
    ['ada@example.com\n', false],
    ['ada@\uD800example.com', false],
  ])('isEmail(%j) is %s', (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });

  it.each([
    ['https://example.com', true],
    ['http://example.com/path?q=1', true],
    ['example.com', false],
    ['www.example.com', false],
    ['https://', false],
  ])('isUrl(%j) is %s (a scheme is required)', (value, expected) => {
    expect(isUrl(value)).toBe(expected);
  });

  it('trims the e-mail and explains a bad one', () => {
    expect(EmailSchema.parse('  ada@example.com ')).toBe('ada@example.com');
    expect(EmailSchema.safeParse('nope').error?.issues[0]?.message).toMatch(/valid e-mail/);
  });
});

describe('safeRedirectPath', () => {
  it.each([
    ['/companies?page=2', '/companies?page=2'],
    ['/dashboard/', '/dashboard/'],
    ['https://evil.example', '/'],
    ['//evil.example/path', '/'],
    ['/\\evil.example', '/'],
    ['/companies\\..\\evil.example', '/'],
    ['\\\\evil.example', '/'],
    ['/ok\u0000', '/'],
    ['javascript:alert(1)', '/'],
    ['/ok\r\nSet-Cookie: x', '/'],
    [null, '/'],
  ])('honours only local paths: %j → %j', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });
});
