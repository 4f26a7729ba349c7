import { useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PORTFOLIO_MAX_ITEMS, PortfolioStepSchema } from '@atlas/api/company-editing';
import { TextAreaField } from '../../../shared/forms/fields';
import { useStores } from '../../../shared/stores/StoresContext';
import { FileButton, IMAGE_TYPES } from '../../../shared/forms/FileButton';
import { StepForm } from '../components/StepForm';
import { useStepForm } from '../components/useStepForm';
import type { StepProps } from './types';

type PortfolioForm = z.input<typeof PortfolioStepSchema>;

/** Step 2: projects the company shows, each with an image, in the order given. */
export function PortfolioStep(props: StepProps) {
  const { api } = useStores();
  const { company } = props;
  // Where each uploaded image can be seen before the step is saved.
  const [previews, setPreviews] = useState<Record<string, string>>(() =>
    Object.fromEntries(company.portfolio.items.map((item) => [item.image_path, item.image_url])),
  );
  const [uploading, setUploading] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const saved: PortfolioForm = {
    items: company.portfolio.items.map(({ image_url: _url, ...item }) => item),
  };
  const { form, frame } = useStepForm({
    slug: company.slug,
    step: 'portfolio',
    schema: PortfolioStepSchema,
    saved,
    serverFields: ['items'],
    save: (values) => api.saveCompanyPortfolio(company.slug, values),
    onSaved: props.onSaved,
    onDirty: props.onDirty,
  });
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'items' });
  const rows = useWatch({ control: form.control, name: 'items' }) ?? [];
  const errors = form.formState.errors.items;

  const upload = async (index: number, file: File) => {
    setUploading(index);
    setUploadError(null);
    try {
      const answer = await api.uploadCompanyImage(company.slug, file);
      setPreviews((current) => ({ ...current, [answer.data.path]: answer.data.url }));
      form.setValue(`items.${index}.image_path`, answer.data.path, {
        shouldDirty: true,
        shouldValidate: true,
      });
    } catch (error) {
      setUploadError(error instanceof Error ? error.message : 'The upload failed.');
    } finally {
      setUploading(null);
    }
  };

  return (
    <StepForm
      title="Portfolio"
      intro={`Up to ${PORTFOLIO_MAX_ITEMS} projects, in the order buyers see them. Images are resized and stripped of metadata.`}
      {...frame}
      formError={form.formError ?? uploadError}
      last={props.last}
    >
      {fields.length === 0 ? <Typography>No projects yet.</Typography> : null}
      {fields.map((item, index) => {
        const row = rows[index];
        const preview = row?.image_path ? previews[row.image_path] : undefined;
        const rowErrors = errors?.[index];
        const label = row?.name || `Project ${index + 1}`;
        return (
          <Paper
            key={item.id}
            variant="outlined"
            sx={{ p: 2 }}
            component="section"
            aria-label={label}
          >
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <Stack spacing={1} sx={{ width: { md: 220 }, flexShrink: 0 }}>
                <Box
                  sx={{
                    aspectRatio: '4 / 3',
                    bgcolor: 'action.hover',
                    borderRadius: 1,
                    overflow: 'hidden',
                    display: 'grid',
                    placeItems: 'center',
                  }}
                >
                  {preview ? (
                    <Box
                      component="img"
                      src={preview}
                      alt=""
                      sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                    />
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      No image
                    </Typography>
                  )}
                </Box>
                <FileButton
                  variant="outlined"
                  size="small"
                  disabled={uploading !== null}
                  accept={IMAGE_TYPES}
                  onFile={(file) => void upload(index, file)}
                  aria-label={`${preview ? 'Replace the image' : 'Upload an image'} of ${label}`}
                >
                  {uploading === index ? 'Uploading…' : preview ? 'Replace image' : 'Upload image'}
                </FileButton>
                {rowErrors?.image_path ? (
                  <Typography variant="body2" color="error">
                    {rowErrors.image_path.message}
                  </Typography>
                ) : null}
              </Stack>
              <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
                <TextField
                  label="Project name"
                  required
                  fullWidth
                  {...form.register(`items.${index}.name`)}
                  error={Boolean(rowErrors?.name)}
                  helperText={rowErrors?.name?.message}
                />
                <TextAreaField
                  label="What the company did"
                  minRows={2}
                  maxLength={1000}
                  {...form.register(`items.${index}.description`)}
                />
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={`Move ${label} up`}
                  >
                    Up
                  </Button>
                  <Button
                    size="small"
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={`Move ${label} down`}
                  >
                    Down
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => remove(index)}
                    aria-label={`Remove ${label}`}
                  >
                    Remove
                  </Button>
                </Stack>
              </Stack>
            </Stack>
          </Paper>
        );
      })}
      <Box>
        <Button
          variant="outlined"
          disabled={fields.length >= PORTFOLIO_MAX_ITEMS}
          onClick={() => append({ name: '', image_path: '', description: '' })}
        >
          Add a project
        </Button>
      </Box>
    </StepForm>
  );
}
