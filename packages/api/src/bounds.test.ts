import { describe, expect, it } from 'vitest';
import {
  findUnstorableText,
  intId,
  INT_MAX,
  isStorableText,
  smallintId,
  SMALLINT_MAX,
} from './bounds';
import { FilterQuerySchema } from './filters';

describe('integer ids bounded by their column', () => {
  it('accepts the column range and rejects what the database would refuse', () => {
    expect(smallintId().parse(String(SMALLINT_MAX))).toBe(SMALLINT_MAX);
    expect(smallintId().safeParse(SMALLINT_MAX + 1).success).toBe(false);
    expect(intId().parse(INT_MAX)).toBe(INT_MAX);
    expect(intId().safeParse('2147483648').success).toBe(false);
    expect(intId().safeParse('99999999999999999999').success).toBe(false);
    expect(intId().safeParse('0').success).toBe(false);
    expect(intId('must be a review id').safeParse('1e400').error?.issues[0]?.message).toBe(
      'must be a review id',
    );
  });

  it('bounds filter ids by smallint, and city ids by integer', () => {
    expect(FilterQuerySchema.safeParse({ services: ['40000'] }).success).toBe(false);
    expect(FilterQuerySchema.safeParse({ cities: ['40000'] }).success).toBe(true);
    expect(FilterQuerySchema.safeParse({ cities: ['3000000000'] }).success).toBe(false);
  });
});

describe('text the database can store', () => {
  it.each([
    ['plain', true],
    ['emoji 😀 (a surrogate pair)', true],
    ['nul \u0000 inside', false],
    ['lone high \uD800 surrogate', false],
    ['lone low \uDC00 surrogate', false],
    ['reversed pair \uDC00\uD800', false],
  ])('%j → %s', (value, expected) => {
    expect(isStorableText(value)).toBe(expected);
  });

  it('names the first field that cannot be stored, keys included', () => {
    expect(findUnstorableText({ a: 'ok', b: ['x', { c: 'bad\u0000' }] })).toBe('b.1.c');
    expect(findUnstorableText({ ['k\uD800']: 1 })).toBe('(name)');
    expect(findUnstorableText({ a: 1, b: null, c: ['fine'] })).toBeUndefined();
    expect(findUnstorableText('\u0000')).toBe('(value)');
  });
});
