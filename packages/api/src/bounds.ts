import { z } from 'zod';

/**
 * The database's integer column types, as limits for the schemas that take numbers from requests.
 * A number beyond its column must be a 400 naming the field, never a database error (a 500).
 */
export const SMALLINT_MAX = 32_767;
export const INT_MAX = 2_147_483_647;

/** Decimal digits only: what a person types as a number (not `0x10`, `1e3`, `+2`, ` 2` or `2.0`). */
const DECIMAL_DIGITS = /^[0-9]{1,15}$/;

/**
 * A whole number from a query, a path or a body: a JSON number, or a string of decimal digits.
 * `Number()` (what `z.coerce.number()` uses) also reads hexadecimal, binary, exponents, signs and
 * blanks, so `page=0x10` would be page 16; here each of those is a 400 naming the field.
 */
export function decimalInteger({
  min,
  max,
  error,
}: {
  min: number;
  max: number;
  /** The message of every failure (say the range: "must be a whole number from 1"). */
  error: string;
}) {
  return z
    .union([z.number({ error }), z.string({ error }).regex(DECIMAL_DIGITS, { error })], { error })
    .pipe(
      z.coerce
        .number<string | number>({ error })
        .int({ error })
        .min(min, { error })
        .max(max, { error }),
    );
}

/**
 * A page number of a paged list (`?page=`): decimal digits from 1 to `max` (see decimalInteger).
 */
export function pageNumber(max: number) {
  return decimalInteger({ min: 1, max, error: `must be a whole number from 1 to ${max}` });
}

/** An id of a `smallint` column (taxonomy, countries) from a path, query or body. */
export function smallintId(error = 'must be an id') {
  return decimalInteger({ min: 1, max: SMALLINT_MAX, error });
}

/** An id of an `integer` column (companies, cities, reviews) from a path, query or body. */
export function intId(error = 'must be an id') {
  return decimalInteger({ min: 1, max: INT_MAX, error });
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a string can be stored as PostgreSQL text: no NUL character (PostgreSQL rejects it) and
 * no unpaired UTF-16 surrogate (it cannot be encoded as UTF-8).
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

export const UNSTORABLE_TEXT_MESSAGE =
  'contains characters that cannot be stored (NUL or broken Unicode)';

/**
 * The first field of a request part (a body, a query, params) whose text cannot be stored, as a
 * dotted path (`reviews.0.text`), or undefined when every string in it can. Walks plain objects and
 * arrays only, to a bounded depth; keys count as text too.
 */
export function findUnstorableText(
  value: unknown,
  path: string[] = [],
  depth = 0,
): string | undefined {
  if (typeof value === 'string')
    return isStorableText(value) ? undefined : path.join('.') || '(value)';
  if (depth > 32 || value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = findUnstorableText(value[index], [...path, String(index)], depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) return [...path, '(name)'].join('.');
    const found = findUnstorableText(item, [...path, key], depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}
