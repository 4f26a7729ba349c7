import Button, { type ButtonProps } from '@mui/material/Button';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'disabled'> {
  /** The form is being sent: the button is disabled and says `busyLabel`. */
  submitting: boolean;
  /** The label while sending (the usual label when not given). */
  busyLabel?: string;
}

/** The form's submit button, disabled while the form is sent. */
export function SubmitButton({
  submitting,
  busyLabel,
  children,
  variant = 'contained',
  size = 'large',
  ...props
}: SubmitButtonProps) {
  return (
    <Button type="submit" variant={variant} size={size} disabled={submitting} {...props}>
      {submitting && busyLabel ? busyLabel : children}
    </Button>
  );
}
