import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { InitialsAvatar } from '@atlas/ui/InitialsAvatar';
import type { User } from '@atlas/api/entities/user';
import { FileButton, IMAGE_TYPES } from '../../../shared/forms/FileButton';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { NameField } from '../../../shared/forms/fields';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useStores } from '../../../shared/stores/StoresContext';
import { SettingsSection, useSettingsAction } from './SettingsSection';

/** Name and picture: what the header, messages and companies show of the person. */
export function ProfileSection({ user, onSaved }: { user: User; onSaved(user: User): void }) {
  const { api } = useStores();
  const [name, setName] = useState(user.name);
  const naming = useSettingsAction();
  const picture = useSettingsAction();

  const saveName = (event: FormEvent) => {
    event.preventDefault();
    void naming.run(async () => {
      const answer = await api.renameAccount({ name });
      onSaved(answer.data.user);
      setName(answer.data.user.name);
      return answer.message;
    });
  };

  const changePicture = (change: () => ReturnType<typeof api.deleteAccountAvatar>) =>
    void picture.run(async () => {
      const answer = await change();
      onSaved(answer.data.user);
      return answer.message;
    });

  return (
    <SettingsSection
      id="settings-profile"
      title="Name and picture"
      intro="Shown in the header, on your messages and to the companies you write to."
    >
      <Box component="form" method="post" noValidate onSubmit={saveName} aria-label="Your name">
        <FormAlert severity="success" message={naming.outcome.success} />
        <FormAlert message={naming.outcome.error} />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: 'flex-start' }}
        >
          <NameField
            id="settings-name"
            label="Display name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(naming.outcome.fields.name)}
            helperText={naming.outcome.fields.name ?? '2 to 100 characters.'}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <SubmitButton
            submitting={naming.busy}
            size="medium"
            sx={{ minHeight: 56, flexShrink: 0 }}
          >
            Save name
          </SubmitButton>
        </Stack>
      </Box>
      <Box sx={{ mt: 3 }}>
        <FormAlert severity="success" message={picture.outcome.success} />
        <FormAlert message={picture.outcome.error ?? picture.outcome.fields.avatar ?? null} />
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <InitialsAvatar name={user.name} src={user.avatar ?? undefined} size="large" />
          <FileButton
            accept={IMAGE_TYPES}
            variant="outlined"
            disabled={picture.busy}
            onFile={(file) => changePicture(() => api.uploadAccountAvatar(file))}
            sx={{ minHeight: 44 }}
          >
            {user.avatar ? 'Upload a new picture' : 'Upload a picture'}
          </FileButton>
          {user.avatar ? (
            <Button
              color="error"
              disabled={picture.busy}
              onClick={() => changePicture(() => api.deleteAccountAvatar())}
              sx={{ minHeight: 44 }}
            >
              Remove picture
            </Button>
          ) : null}
        </Stack>
      </Box>
    </SettingsSection>
  );
}
