import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import {
  VALET_DESCRIPTION_MAX_LENGTH,
  VALET_DESCRIPTION_MIN_LENGTH,
  VALET_FILE_TYPES,
  VALET_MAX_FILES,
  VALET_MAX_FILE_BYTES,
} from '@atlas/api/valet';
import { TextAreaField } from '../../../shared/forms/fields';
import { useStores } from '../../../shared/stores/StoresContext';
import type { ValetWizardStore } from '../stores/ValetWizardStore';
import { SlideError } from './ChoiceSlides';
import { useSlideForm, type SlideProps } from './useSlideForm';
import { VoiceNote } from './VoiceNote';
import { FilePicker } from '../components/FilePicker';
import { uploadValetFile } from '../upload';

const MEGABYTES = VALET_MAX_FILE_BYTES / (1024 * 1024);

/**
 * Brief documents: chosen with the browser's file picker, uploaded at once (into the draft: an
 * upload may finish after the buyer moved on), listed to remove. `message` is the slide's message
 * about them, and `onMessage` sets it (null: none).
 */
const BriefUploads = observer(function BriefUploads({
  store,
  message,
  onMessage,
}: {
  store: ValetWizardStore;
  message: string | undefined;
  onMessage(message: string | null): void;
}) {
  const { api, user } = useStores();
  const uploads = store.selection.uploads;

  const choose = (files: File[]) => {
    for (const file of files) {
      const key = store.draft.addUpload(file.name);
      if (!key) {
        onMessage(`Attach at most ${VALET_MAX_FILES} files`);
        break;
      }
      if (file.size > VALET_MAX_FILE_BYTES) {
        store.draft.uploadFailed(key, `Larger than ${MEGABYTES} MB`);
        continue;
      }
      if (file.type && !(VALET_FILE_TYPES as readonly string[]).includes(file.type)) {
        store.draft.uploadFailed(key, 'Use PDF, Word, text or an image');
        continue;
      }
      uploadValetFile(api, user.isLoggedIn, 'file', file, file.name).then(
        (answer) => {
          store.draft.uploadLoaded(key, answer.data.path);
          onMessage(null);
        },
        (error: unknown) =>
          store.draft.uploadFailed(
            key,
            error instanceof Error ? error.message : 'The file could not be uploaded',
          ),
      );
    }
  };

  return (
    <Box
      component="section"
      aria-labelledby="valet-files-heading"
      sx={{ mt: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id="valet-files-heading" component="h2" sx={{ fontWeight: 700 }}>
        Attach a brief (optional)
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {`Up to ${VALET_MAX_FILES} files: PDF, Word, text or images, ${MEGABYTES} MB each.`}
      </Typography>
      {store.draft.canAddUpload ? (
        <FilePicker
          variant="outlined"
          accept={VALET_FILE_TYPES.join(',')}
          multiple
          label="Choose files"
          aria-describedby="valet-files-error"
          onFiles={choose}
        >
          Choose files
        </FilePicker>
      ) : null}
      {uploads.length > 0 ? (
        <Box component="ul" aria-label="Attached files" sx={{ listStyle: 'none', p: 0, mt: 1 }}>
          {uploads.map((upload) => (
            <Box
              component="li"
              key={upload.key}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, overflowWrap: 'anywhere' }}
            >
              <Typography component="span" sx={{ flex: 1 }}>
                {upload.name}
                <Typography
                  component="span"
                  variant="body2"
                  color={upload.error ? 'error' : 'text.secondary'}
                >
                  {upload.error
                    ? ` — not attached: ${upload.error}`
                    : upload.loaded
                      ? ' — attached'
                      : ' — uploading…'}
                </Typography>
              </Typography>
              <IconButton
                aria-label={`Remove ${upload.name}`}
                onClick={() => {
                  store.draft.removeUpload(upload.key);
                  onMessage(null);
                }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      ) : null}
      <SlideError id="valet-files-error" message={message} />
    </Box>
  );
});

export const DescriptionSlide = observer(function DescriptionSlide(props: SlideProps) {
  const form = useSlideForm('description', props);
  const description = form.values.project_description;
  const error = form.error('project_description');
  const length = description.trim().length;
  const count =
    length < VALET_DESCRIPTION_MIN_LENGTH
      ? `${length} characters, at least ${VALET_DESCRIPTION_MIN_LENGTH}`
      : `${length} of ${VALET_DESCRIPTION_MAX_LENGTH} characters`;
  return (
    <>
      <TextAreaField
        id="valet-description"
        label="Project description"
        required
        minRows={6}
        maxLength={VALET_DESCRIPTION_MAX_LENGTH}
        value={description}
        onChange={(event) => form.set('project_description', event.target.value)}
        error={Boolean(error)}
        helperText={error ? `${error}. ${count}.` : `${count}.`}
      />
      <VoiceNote store={props.wizard} />
      <BriefUploads
        store={props.wizard}
        message={form.error('files')}
        onMessage={(message) =>
          message === null ? form.clearError('files') : form.setError('files', message)
        }
      />
    </>
  );
});
