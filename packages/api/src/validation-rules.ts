/**
 * The checks of SPEC §5 that need no schema: e-mail and URL formats, the lengths of messages and
 * passwords, safe redirects. No zod here, so pages can use them without loading it; the schemas
 * built on them are in `validation.ts`.
 */

/**
 * SPEC §5: the e-mail format check, shared by forms and the server. Letters, digits and marks of
 * any script (internationalised addresses) and the punctuation RFC 5322 allows before the `@`;
 * letters, digits, marks and hyphens in each label of the domain. Control, format (bidirectional
 * overrides, zero-width characters), symbol (emoji) and space characters are never part of one.
 */
export const EMAIL_PATTERN =
  /^[\p{L}\p{N}\p{M}.!#$%&'*+/=?^_`{|}~-]+@[\p{L}\p{N}\p{M}-]+(\.[\p{L}\p{N}\p{M}-]+)+$/u;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

/** SPEC §5: a URL must carry a scheme (`https://example.com`, not `example.com`). */
export function isUrl(value: string): boolean {
  if (!/^[a-z][a-z\d+.-]*:\/\//i.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * A path on this site to go to after signing in. Anything else (another host, `//evil.example`,
 * a scheme) is not honoured; nor is a backslash anywhere (browsers read it as a slash:
 * `/\evil.example` is another host) or a control character.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  return value;
}
