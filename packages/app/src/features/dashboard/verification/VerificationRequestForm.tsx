import { useEffect, useState } from 'react';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  VERIFICATION_DOCUMENT_MAX_BYTES,
  VERIFICATION_DOCUMENT_TYPES,
  VERIFICATION_DOCUMENTS_MAX,
  VERIFICATION_LINK_HOURS,
  isAtVerificationDomain,
} from '@atlas/api/company-verification';
import {
  RequestVerificationBodySchema,
  type CompanyVerification,
} from '@atlas/api/endpoints/company-verification';
import { FileButton } from '../../../shared/forms/FileButton';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { EmailField, NativeSelectField, type SelectOption } from '../../../shared/forms/fields';
import { newIdempotencyKey } from '../../../shared/forms/idempotency';
import { useServerForm } from '../../../shared/forms/useServerForm';
import { DashboardCard } from '../components/DashboardCard';
import { sizeOf } from './describe';

type RequestForm = z.input<typeof RequestVerificationBodySchema>;
type RequestValues = z.output<typeof RequestVerificationBodySchema>;

export interface VerificationRequestFormProps {
  verification: CompanyVerification;
  countries: readonly SelectOption[];
  /** Uploads a file (its size checked here first); throws what to tell the person. */
  onUpload(file: File): Promise<void>;
  onRemove(documentId: number, name: string): Promise<void>;
  onSubmit(values: RequestValues): Promise<void>;
}

const MB = 1024 * 1024;

/**
 * The evidence of a request: the registration number and its country, an address at the
 * company's own domain (a link goes there), and documents (PDFs or images) uploaded one by one.
 */
export function VerificationRequestForm({
  verification,
  countries,
  onUpload,
  onRemove,
  onSubmit,
}: VerificationRequestFormProps) {
  const { company, request, email_domain: domain } = verification;
  const waiting = verification.waiting_documents;
  const [uploading, setUploading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const form = useServerForm<RequestForm, RequestValues>({
    schema: RequestVerificationBodySchema,
    defaultValues: {
      registration_number: request?.registration_number ?? '',
      country_id: request ? String(request.country.id) : '',
      email: request?.email ?? '',
      document_ids: waiting.slice(0, VERIFICATION_DOCUMENTS_MAX).map((document) => document.id),
      idempotency_key: newIdempotencyKey(),
    },
    mode: 'onTouched',
    serverFields: ['registration_number', 'country_id', 'email', 'document_ids'],
  });
  const { field, formError, formState, isSubmitting, setValue, watch } = form;
  const email = String(watch('email') ?? '');
  const documentIds = waiting.slice(0, VERIFICATION_DOCUMENTS_MAX).map((document) => document.id);
  const documentIdsKey = documentIds.join(',');

  // The request sends the documents uploaded so far (the first five).
  useEffect(() => {
    setValue(
      'document_ids',
      documentIdsKey ? documentIdsKey.split(',').map(Number) : [],
      formState.isSubmitted ? { shouldValidate: true } : undefined,
    );
  }, [documentIdsKey, setValue, formState.isSubmitted]);

  const pick = async (file: File) => {
    setFileError(null);
    if (file.size > VERIFICATION_DOCUMENT_MAX_BYTES) {
      setFileError(
        `${file.name} is larger than ${VERIFICATION_DOCUMENT_MAX_BYTES / MB} MB: send a smaller scan.`,
      );
      return;
    }
    setUploading(true);
    try {
      await onUpload(file);
    } catch (error) {
      setFileError(error instanceof Error ? error.message : 'The upload failed. Try again.');
    } finally {
      setUploading(false);
    }
  };

  const submit = form.submit(async (values) => {
    await onSubmit(values);
    // A later request is a new one; a failed one is retried with the same key.
    setValue('idempotency_key', newIdempotencyKey());
  });
  const documentsError = formState.errors.document_ids?.message;
  const atDomain =
    email !== '' && domain !== null && isAtVerificationDomain(email, company.website);

  return (
    <DashboardCard title={request ? 'Send a new request' : 'Ask to be verified'}>
      <FormAlert message={formError} />
      <Box
        component="form"
        method="post"
        noValidate
        onSubmit={submit}
        aria-label="Verification request"
      >
        <Stack spacing={2.5}>
          <TextField
            label="Registration number"
            required
            fullWidth
            {...field('registration_number', {
              hint: 'As the company register shows it, e.g. HRB 123456.',
            })}
          />
          <NativeSelectField
            label="Country of registration"
            required
            placeholder="Choose a country"
            options={countries}
            {...field('country_id')}
          />
          <EmailField
            label={`An address at ${domain ?? 'your domain'}`}
            autoComplete="off"
            {...field('email', {
              hint: `We e-mail it a link that works for ${VERIFICATION_LINK_HOURS} hours. Free e-mail addresses (Gmail and the like) do not count.`,
            })}
          />
          {email && domain && !atDomain && !formState.errors.email ? (
            <Typography role="status" color="warning.main">
              {`${email} is not at ${domain}: use an address at the company's own domain.`}
            </Typography>
          ) : null}
          <Box>
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              Documents
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 1 }} id="verification-documents-hint">
              {`A register extract, a certificate of incorporation or a tax registration naming ${company.name}: PDFs or images of at most ${VERIFICATION_DOCUMENT_MAX_BYTES / MB} MB, up to ${VERIFICATION_DOCUMENTS_MAX}.`}
            </Typography>
            {waiting.length > 0 ? (
              <Stack component="ul" spacing={1} sx={{ m: 0, mb: 1, pl: 0, listStyle: 'none' }}>
                {waiting.map((document) => (
                  <Box
                    component="li"
                    key={document.id}
                    sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
                  >
                    <Typography sx={{ overflowWrap: 'anywhere', flex: '1 1 12rem' }}>
                      {`${document.name} (${sizeOf(document.size)})`}
                    </Typography>
                    <Button
                      size="small"
                      onClick={() => void onRemove(document.id, document.name)}
                      aria-label={`Remove ${document.name}`}
                      sx={{ minHeight: 44 }}
                    >
                      Remove
                    </Button>
                  </Box>
                ))}
              </Stack>
            ) : null}
            <FileButton
              accept={VERIFICATION_DOCUMENT_TYPES}
              onFile={(file) => void pick(file)}
              variant="outlined"
              disabled={uploading || waiting.length >= VERIFICATION_DOCUMENTS_MAX}
              aria-describedby="verification-documents-hint"
              sx={{ minHeight: 44 }}
            >
              {uploading ? 'Uploading…' : 'Add a document'}
            </FileButton>
            <Box aria-live="polite">
              {fileError || typeof documentsError === 'string' ? (
                <Typography color="error" sx={{ mt: 1 }}>
                  {fileError ?? documentsError}
                </Typography>
              ) : null}
            </Box>
          </Box>
          <Box>
            <SubmitButton submitting={isSubmitting} busyLabel="Sending…">
              Ask to be verified
            </SubmitButton>
          </Box>
        </Stack>
      </Box>
    </DashboardCard>
  );
}
