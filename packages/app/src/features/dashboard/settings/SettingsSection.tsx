import { useState, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ApiError } from '@atlas/api/http';
import { PasswordField } from '../../../shared/forms/fields';

/** One titled part of the settings page: a region named by its heading. */
export function SettingsSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
    >
      <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {intro ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}

export interface Outcome {
  success: string | null;
  error: string | null;
  /** The server's message per field, for the field to show under itself. */
  fields: Record<string, string>;
}

const NONE: Outcome = { success: null, error: null, fields: {} };

/**
 * Runs a settings call: busy while it runs, then its success message, or its error (the field
 * errors go to their fields; the rest to the section).
 */
export function useSettingsAction() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(NONE);

  async function run(action: () => Promise<string>): Promise<boolean> {
    setBusy(true);
    setOutcome(NONE);
    try {
      setOutcome({ ...NONE, success: await action() });
      return true;
    } catch (caught) {
      if (caught instanceof ApiError && caught.fields?.length) {
        const fields = Object.fromEntries(caught.fields.map((item) => [item.field, item.message]));
        setOutcome({ ...NONE, fields });
      } else {
        const message = caught instanceof Error ? caught.message : 'That did not work. Try again.';
        setOutcome({ ...NONE, error: message });
      }
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, outcome, run };
}

/** The current password a change asks for, with the server's word on it under the field. */
export function CurrentPasswordField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange(value: string): void;
  error: string | undefined;
}) {
  return (
    <PasswordField
      id={id}
      label="Current password"
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
    />
  );
}
