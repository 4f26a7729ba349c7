import { z } from 'zod';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  isEmail,
  isUrl,
} from './validation-rules';

export * from './validation-rules';

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

export const PasswordSchema = z
  .string({ error: 'Enter a password' })
  .min(PASSWORD_MIN_LENGTH, { error: `Use at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { error: `Use at most ${PASSWORD_MAX_LENGTH} characters` });
