import { z } from 'zod';

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

export const EmailSchema = z
  .string({ error: 'Enter your e-mail address' })
  .trim()
  .min(1, { error: 'Enter your e-mail address' })
  .refine(isEmail, { error: 'Enter a valid e-mail address, like name@example.com' });

export const UrlSchema = z
  .string()
  .trim()
  .refine(isUrl, { error: 'Enter a full address starting with http:// or https://' });

/** A person's name as they give it on a form (account, contact messages). */
export const PersonNameSchema = z
  .string({ error: 'Enter your name' })
  .trim()
  .min(2, { error: 'Enter your name' })
  .max(100, { error: 'Use at most 100 characters' });

export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** The text of a message to the team (/contact) or to a company. */
export const ContactMessageSchema = z
  .string({ error: 'Write your message' })
  .trim()
  .min(CONTACT_MESSAGE_MIN_LENGTH, {
    error: `Write at least ${CONTACT_MESSAGE_MIN_LENGTH} characters`,
  })
  .max(CONTACT_MESSAGE_MAX_LENGTH, {
    error: `Use at most ${CONTACT_MESSAGE_MAX_LENGTH} characters`,
  });

/**
 * A key a form picks once per submission (a UUID, or hex): a retried submit (a lost answer, a
 * double click) sends the same key and is answered without storing anything twice.
 */
export const IdempotencyKeySchema = z
  .string({ error: 'is required' })
  .regex(/^[A-Za-z0-9_-]{16,100}$/, { error: 'must be 16 to 100 letters, digits, - or _' });

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PasswordSchema = z
  .string({ error: 'Enter a password' })
  .min(PASSWORD_MIN_LENGTH, { error: `Use at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { error: `Use at most ${PASSWORD_MAX_LENGTH} characters` });

/**
 * A path on this site to go to after signing in. Anything else (another host, `//evil.example`,
 * a scheme) is not honoured.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return fallback;
  if (/[\r\n\t]/.test(value)) return fallback;
  return value;
}
