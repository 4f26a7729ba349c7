import { lazy, Suspense, useState } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  BasicsSchema,
  DESCRIPTION_MAX_LENGTH,
  type CompanyEditing,
} from '@atlas/api/company-editing';
import {
  COMPANY_SIZES,
  HOURLY_RATES,
  PROJECT_SIZES,
  UNDISCLOSED_LABEL,
  projectSizeLabel,
} from '@atlas/api/options';
import { EmailField, NativeSelectField, TextAreaField } from '../../../shared/forms/fields';
import { useStores } from '../../../shared/stores/StoresContext';
import { FileButton, IMAGE_TYPES } from '../../../shared/forms/FileButton';
import { StepForm } from '../components/StepForm';
import { useStepForm } from '../components/useStepForm';
import type { StepProps } from './types';

const DescriptionEditor = lazy(() => import('../components/DescriptionEditor'));

type BasicsForm = z.input<typeof BasicsSchema>;

const numberOrNull = (value: unknown) => (value === '' || value == null ? null : Number(value));

/** Step 0: who the company is, its logo and description, its size and prices. */
export function BasicsStep(props: StepProps) {
  const { api } = useStores();
  const { company } = props;
  const { form, frame } = useStepForm({
    slug: company.slug,
    step: 'basics',
    schema: BasicsSchema,
    saved: company.basics as BasicsForm,
    serverFields: [
      'name',
      'summary',
      'website',
      'email',
      'emails',
      'description',
      'project_size',
      'company_size',
      'hourly_rate',
      'founded_year',
    ],
    save: (values) => api.saveCompanyBasics(company.slug, values),
    onSaved: props.onSaved,
    onDirty: props.onDirty,
  });
  const { field, control, formState } = form;

  return (
    <StepForm
      title="Basics"
      intro="What buyers read first: who you are, what you do, how big you are and what you charge."
      {...frame}
      last={props.last}
    >
      <LogoField company={company} onSaved={props.onLogo} />
      <TextField label="Company name" required fullWidth {...field('name')} />
      <TextAreaField
        label="Summary"
        required
        minRows={2}
        maxLength={500}
        {...field('summary', { hint: 'A sentence or two on what the company does' })}
      />
      <TextField
        label="Website"
        required
        fullWidth
        type="url"
        {...field('website', { hint: 'The full address, starting with https://' })}
      />
      <EmailField
        label="Company e-mail"
        {...field('email', { hint: 'Where buyers reach the company' })}
      />
      <Controller
        control={control}
        name="emails"
        render={({ field: emails, fieldState }) => (
          <TextAreaField
            label="More e-mail addresses (optional)"
            minRows={1}
            value={(emails.value ?? []).join('\n')}
            onChange={(event) =>
              emails.onChange(
                event.target.value
                  .split(/[\n,;]+/)
                  .map((item) => item.trim())
                  .filter(Boolean),
              )
            }
            onBlur={emails.onBlur}
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error?.message ?? 'One per line; leads go to these too (at most 5)'
            }
          />
        )}
      />
      <Controller
        control={control}
        name="description"
        render={({ field: description, fieldState }) => (
          <Suspense fallback={<Typography role="status">Loading the editor…</Typography>}>
            <DescriptionEditor
              id="company-description"
              label="Description"
              value={description.value ?? ''}
              onChange={description.onChange}
              error={fieldState.error?.message}
              hint={`What the company does, for whom and how (at most ${DESCRIPTION_MAX_LENGTH.toLocaleString('en')} characters)`}
            />
          </Suspense>
        )}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <NativeSelectField
          label="Company size"
          required
          placeholder="Choose a size"
          options={COMPANY_SIZES.map((size) => ({
            value: size.id,
            label: `${size.label} employees`,
          }))}
          {...field('company_size', { rules: { setValueAs: numberOrNull } })}
        />
        <NativeSelectField
          label="Smallest project"
          placeholder={UNDISCLOSED_LABEL}
          options={PROJECT_SIZES.map((size) => ({ value: size, label: projectSizeLabel(size) }))}
          {...field('project_size', { rules: { setValueAs: numberOrNull } })}
        />
        <NativeSelectField
          label="Hourly rate"
          placeholder={UNDISCLOSED_LABEL}
          options={HOURLY_RATES.map((rate) => ({ value: rate.id, label: rate.label }))}
          {...field('hourly_rate', { rules: { setValueAs: numberOrNull } })}
        />
        <TextField
          label="Founded"
          type="number"
          fullWidth
          slotProps={{
            htmlInput: { min: 1800, max: new Date().getFullYear(), inputMode: 'numeric' },
          }}
          {...field('founded_year', { rules: { setValueAs: numberOrNull } })}
        />
      </Stack>
      {formState.isDirty ? (
        <Typography variant="body2" color="text.secondary" role="status">
          Unsaved changes
        </Typography>
      ) : null}
    </StepForm>
  );
}

/** The logo: uploaded at once (it is a file, not a field of the form), replaced or removed. */
function LogoField({
  company,
  onSaved,
}: {
  company: CompanyEditing;
  onSaved(url: string | null): void;
}) {
  const { api } = useStores();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const upload = async (file: File) => {
    setBusy(true);
    try {
      const answer = await api.uploadCompanyLogo(company.slug, file);
      onSaved(answer.data.logo_url);
      setMessage({ ok: true, text: answer.message });
    } catch (error) {
      setMessage({
        ok: false,
        text: error instanceof Error ? error.message : 'The upload failed.',
      });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      const answer = await api.deleteCompanyLogo(company.slug);
      onSaved(null);
      setMessage({ ok: true, text: answer.message });
    } catch (error) {
      setMessage({ ok: false, text: error instanceof Error ? error.message : 'It failed.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Avatar
        src={company.logo_url ?? undefined}
        alt={company.logo_url ? `${company.basics.name} logo` : ''}
        variant="rounded"
        sx={{ width: 72, height: 72 }}
      >
        {company.basics.name.slice(0, 1)}
      </Avatar>
      <FileButton
        variant="outlined"
        disabled={busy}
        accept={IMAGE_TYPES}
        onFile={(file) => void upload(file)}
      >
        {company.logo_url ? 'Replace the logo' : 'Upload a logo'}
      </FileButton>
      {company.logo_url ? (
        <Button color="error" onClick={() => void remove()} disabled={busy}>
          Remove
        </Button>
      ) : null}
      <Typography
        variant="body2"
        role="status"
        color={message && !message.ok ? 'error' : 'text.secondary'}
      >
        {busy ? 'Uploading…' : (message?.text ?? 'JPEG, PNG, WebP or GIF, at most 5 MB')}
      </Typography>
    </Stack>
  );
}
