import type { ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';

export interface FormAlertProps {
  /** Nothing shows without a message. */
  message: ReactNode;
  /** What follows the message in the same alert (e.g. a link to a way out). */
  children?: ReactNode;
  severity?: AlertColor;
}

/** The message of a whole form above its fields: by default the error no field could take. */
export function FormAlert({ message, children, severity = 'error' }: FormAlertProps) {
  if (!message) return null;
  return (
    <Alert severity={severity} sx={{ mb: 2 }}>
      {message}
      {children}
    </Alert>
  );
}
