import { z } from 'zod';

/**
 * The database's integer column types, as limits for the schemas that take numbers from requests.
 * A number beyond its column must be a 400 naming the field, never a database error (a 500).
 */
export const SMALLINT_MAX = 32_767;
export const INT_MAX = 2_147_483_647;

/** An id of a `smallint` column (taxonomy, countries) from a path, query or body. */
export function smallintId(error = 'must be an id') {
  return z.coerce
    .number<string | number>({ error })
    .int({ error })
    .min(1, { error })
    .max(SMALLINT_MAX, { error });
}

/** An id of an `integer` column (companies, cities, reviews) from a path, query or body. */
export function intId(error = 'must be an id') {
  return z.coerce
    .number<string | number>({ error })
    .int({ error })
    .min(1, { error })
    .max(INT_MAX, { error });
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
