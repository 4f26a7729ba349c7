import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  NotificationChannelSchema,
} from '@atlas/api/options';
import type { NotificationPreferences } from '@atlas/api/endpoints/get-notification-preferences';
import { useLoad } from '../async/useLoad';
import { FormAlert } from '../forms/FormAlert';
import { NativeSelectField } from '../forms/fields';
import { SubmitButton } from '../forms/SubmitButton';
import { useStores } from '../stores/StoresContext';

const CHANNEL_OPTIONS = NOTIFICATION_CHANNELS.map((channel) => ({
  value: channel,
  label: NOTIFICATION_CHANNEL_LABELS[channel],
}));

/**
 * Per notification type: in the app, in the app and by e-mail (a digest of what stayed unread for
 * 15 minutes), or off. On the e-mail preferences page (the link's key is the credential) and in
 * the account settings (the signed-in person's own key).
 */
export function NotificationPreferencesForm({ manageId }: { manageId: string }) {
  const { api } = useStores();
  const loaded = useLoad(
    async (signal) => (await api.getNotificationPreferences(manageId, signal)).data.preferences,
    `notification-preferences-${manageId}`,
  );
  const [edits, setEdits] = useState<Partial<NotificationPreferences>>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!loaded.data) return;
    setSaving(true);
    setSaved(null);
    setFailed(null);
    try {
      await api.updateNotificationPreferences(manageId, { ...loaded.data, ...edits });
      setSaved('Your notification preferences are saved.');
    } catch (error) {
      setFailed(error instanceof Error ? error.message : 'Saving failed. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="notification-preferences-title" sx={{ mt: 4 }}>
      <Typography id="notification-preferences-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Notifications
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Where each kind of notification reaches you. “By e-mail” sends a summary of what stayed
        unread for 15 minutes.
      </Typography>
      {loaded.error ? <FormAlert message={loaded.error} /> : null}
      {loaded.data ? (
        <Box
          component="form"
          method="post"
          noValidate
          onSubmit={onSubmit}
          aria-label="Notification preferences"
        >
          <FormAlert severity="success" message={saved} />
          <FormAlert message={failed} />
          <Stack spacing={2} sx={{ mb: 2 }}>
            {NOTIFICATION_TYPES.map((type) => (
              <NativeSelectField
                key={type}
                id={`notification-channel-${type}`}
                label={NOTIFICATION_TYPE_LABELS[type]}
                placeholder="Choose…"
                options={CHANNEL_OPTIONS}
                value={edits[type] ?? loaded.data?.[type] ?? 'app'}
                onChange={(event) => {
                  const channel = NotificationChannelSchema.safeParse(event.target.value);
                  if (channel.success)
                    setEdits((previous) => ({ ...previous, [type]: channel.data }));
                }}
              />
            ))}
          </Stack>
          <SubmitButton submitting={saving} size="medium">
            Save Notification Preferences
          </SubmitButton>
        </Box>
      ) : loaded.loading ? (
        <Typography role="status">Loading your notification preferences…</Typography>
      ) : null}
    </Box>
  );
}
