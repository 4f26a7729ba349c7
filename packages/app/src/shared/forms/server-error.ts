import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@atlas/api/http';

/** The fields a server answer may name: a list, or a test for a form with many. */
export type ServerFields<T extends FieldValues> =
  readonly Path<T>[] | ((name: string) => name is Path<T>);

export interface ServerErrorMessages {
  /** The form's message when the failure is not an answer of the server (network, bug). */
  unexpected?: string;
  /** The form's message when every message of the answer went under its field (default none). */
  allPlaced?: string | null;
}

export const UNEXPECTED_ERROR = 'Something went wrong. Please try again.';

/**
 * Puts the server's answer where the person will see it: named fields under their inputs, the
 * rest as the form's message. Answers the form-level message and the fields that got a message.
 */
export function placeServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ServerFields<T>,
  { unexpected = UNEXPECTED_ERROR, allPlaced = null }: ServerErrorMessages = {},
): { message: string | null; placed: Path<T>[] } {
  if (!(error instanceof ApiError)) return { message: unexpected, placed: [] };
  const known =
    typeof fields === 'function'
      ? fields
      : (name: string): name is Path<T> => fields.some((candidate) => candidate === name);
  const placed: Path<T>[] = [];
  const unplaced: string[] = [];
  for (const field of error.fields ?? []) {
    if (known(field.field)) {
      setError(field.field, { type: 'server', message: field.message });
      placed.push(field.field);
    } else {
      unplaced.push(field.message);
    }
  }
  if (unplaced.length) return { message: unplaced.join(' '), placed };
  return { message: error.fields?.length ? allPlaced : error.message, placed };
}

/** {@link placeServerError}, answering only the form-level message (null when all went to fields). */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ServerFields<T>,
  messages?: ServerErrorMessages,
): string | null {
  return placeServerError(error, setError, fields, messages).message;
}
