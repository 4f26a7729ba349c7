import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export interface SelectOption {
  value: string | number;
  label: string;
}

export type NativeSelectFieldProps = Omit<
  TextFieldProps,
  'select' | 'slotProps' | 'placeholder' | 'children'
> & {
  /** The empty first option, shown until the person picks one. */
  placeholder: ReactNode;
  options: readonly (string | SelectOption)[];
};

/** A full-width select of the browser's own options, its label always above it. */
export function NativeSelectField({ placeholder, options, ...props }: NativeSelectFieldProps) {
  return (
    <TextField
      select
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      {...props}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => {
        const { value, label } =
          typeof option === 'string' ? { value: option, label: option } : option;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </TextField>
  );
}

/** A required, full-width field for a person's name, which the browser may fill in. */
export function NameField(props: TextFieldProps) {
  return <TextField autoComplete="name" required fullWidth {...props} />;
}

/** A required, full-width e-mail address field the browser may fill in. */
export function EmailField(props: TextFieldProps) {
  return <TextField type="email" autoComplete="email" required fullWidth {...props} />;
}

/** A required, full-width password field (`autoComplete` says whether it is new or current). */
export function PasswordField(
  props: TextFieldProps & { autoComplete: 'new-password' | 'current-password' },
) {
  return <TextField type="password" required fullWidth {...props} />;
}

/** A full-width text of several lines, at most `maxLength` characters when given. */
export function TextAreaField({
  maxLength,
  ...props
}: Omit<TextFieldProps, 'multiline' | 'slotProps'> & { maxLength?: number }) {
  return (
    <TextField
      multiline
      fullWidth
      slotProps={maxLength === undefined ? undefined : { htmlInput: { maxLength } }}
      {...props}
    />
  );
}

/** A labelled checkbox for a yes/no field of the form. */
export function CheckboxField<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: Path<T>;
  label: ReactNode;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Checkbox
              checked={field.value === true}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              name={field.name}
            />
          }
          label={label}
        />
      )}
    />
  );
}
