import type {
  FieldErrors,
  FieldValues,
  Path,
  RegisterOptions,
  UseFormRegister,
} from 'react-hook-form';

export interface TextFieldOptions<T extends FieldValues> {
  /** Shown under the input while the field has no error. */
  hint?: string;
  /** react-hook-form's options of the field (e.g. `setValueAs`). */
  rules?: RegisterOptions<T, Path<T>>;
}

/**
 * react-hook-form's `register` shaped for MUI's TextField: the ref goes to the input element, and
 * the field's error (or else its hint) shows under it.
 */
export function textField<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
  name: Path<T>,
  { hint, rules }: TextFieldOptions<T> = {},
) {
  const { ref, ...rest } = register(name, rules);
  const message = errors[name]?.message;
  return {
    ...rest,
    inputRef: ref,
    error: Boolean(message),
    helperText: typeof message === 'string' ? message : hint,
  };
}
