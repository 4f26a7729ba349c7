import type {
  FieldErrors,
  FieldValues,
  Path,
  UseFormRegister,
  UseFormSetError,
} from 'react-hook-form';
import { ApiError } from '@atlas/api/http';

/**
 * react-hook-form's `register` shaped for MUI's TextField: the ref goes to the input element, and
 * the field's error shows under it.
 */
export function textField<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
  name: Path<T>,
) {
  const { ref, ...rest } = register(name);
  const message = errors[name]?.message;
  return {
    ...rest,
    inputRef: ref,
    error: Boolean(message),
    helperText: typeof message === 'string' ? message : undefined,
  };
}

/**
 * Puts the server's answer where the person will see it: named fields under their inputs, the
 * rest as the form's message. Answers the form-level message (or null when all went to fields).
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): string | null {
  if (!(error instanceof ApiError)) return 'Something went wrong. Please try again.';
  const unplaced: string[] = [];
  for (const field of error.fields ?? []) {
    const name = fieldNames.find((candidate) => candidate === field.field);
    if (name) setError(name, { type: 'server', message: field.message });
    else unplaced.push(field.message);
  }
  if (error.fields?.length && unplaced.length === 0) return null;
  return unplaced.length ? unplaced.join(' ') : error.message;
}
