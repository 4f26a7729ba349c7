import { useState } from 'react';
import { Link as RouterLink, useLoaderData, useRevalidator } from 'react-router-dom';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { ApiError } from '@atlas/api/http';
import {
  SURVEY_MULTIPLE_SEPARATOR,
  SURVEY_RESPONDENT_COLUMN,
  surveyPath,
  type Survey,
} from '@atlas/api/surveys';
import { FileButton } from '../../../shared/forms/FileButton';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useServerForm } from '../../../shared/forms/useServerForm';
import { useStores } from '../../../shared/stores/StoresContext';
import { adminSurveyPaths } from './paths';

interface EditorValues {
  title: string;
  summary: string;
  /** One finding per line. */
  key_findings: string;
  methodology: string;
  fielded_from: string;
  fielded_to: string;
  published: boolean;
}

const SERVER_FIELDS = [
  'title',
  'summary',
  'key_findings',
  'methodology',
  'fielded_from',
  'fielded_to',
  'published',
] as const;

const valuesOf = (survey: Survey): EditorValues => ({
  title: survey.title,
  summary: survey.summary,
  key_findings: survey.key_findings.join('\n'),
  methodology: survey.methodology,
  fielded_from: survey.fielded_from,
  fielded_to: survey.fielded_to,
  published: survey.published,
});

/** What a column of the responses file accepts, for the help beside the upload. */
function accepts(question: Survey['questions'][number]): string {
  switch (question.kind) {
    case 'single':
      return `one of: ${question.results.map((row) => row.label).join(' | ')}`;
    case 'multiple':
      return `any of these, separated by “${SURVEY_MULTIPLE_SEPARATOR}”: ${question.results.map((row) => row.label).join(' | ')}`;
    case 'scale':
      return `a whole number from 1 to ${question.results.length}`;
    case 'number':
      return 'a number, 0 or more';
  }
}

/** /admin/surveys/{slug}: the survey's text and publication, and its responses file. */
export function SurveyEditorPage() {
  const survey = useLoaderData<Survey>();
  return <Editor key={`${survey.slug}:${survey.updated_at}`} survey={survey} />;
}

function Editor({ survey }: { survey: Survey }) {
  const { api, alert } = useStores();
  const revalidator = useRevalidator();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const form = useServerForm<EditorValues>({
    defaultValues: valuesOf(survey),
    serverFields: SERVER_FIELDS,
  });

  const save = form.submit(async (values) => {
    const answer = await api.updateSurvey(survey.slug, {
      ...values,
      key_findings: values.key_findings
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    });
    alert.show(answer.message);
    void revalidator.revalidate();
  });

  const upload = async (file: File) => {
    setUploadError(null);
    setUploading(true);
    try {
      const answer = await api.uploadSurveyResponses(survey.slug, { csv: await file.text() });
      alert.show(answer.message);
      void revalidator.revalidate();
    } catch (failure) {
      setUploadError(
        failure instanceof ApiError ? failure.message : 'The file could not be sent; try again.',
      );
    } finally {
      setUploading(false);
    }
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        <Link component={RouterLink} to={adminSurveyPaths.surveys()}>
          All surveys
        </Link>
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, fontWeight: 800 }}>
        Edit “{survey.title}”
      </Typography>
      <Typography sx={{ mt: 1 }}>
        {survey.published ? (
          <Link href={surveyPath(survey.slug)}>Read it on the site</Link>
        ) : (
          'Not published: readers get a “page not found”.'
        )}
      </Typography>

      <Box
        component="form"
        method="post"
        noValidate
        onSubmit={save}
        sx={{ mt: 3 }}
        aria-label="Survey text"
      >
        <FormAlert message={form.formError} />
        <Stack spacing={3}>
          <TextField label="Title" required fullWidth {...form.field('title')} />
          <TextField
            label="Summary"
            required
            fullWidth
            multiline
            minRows={2}
            {...form.field('summary')}
          />
          <TextField
            label="Key findings"
            fullWidth
            multiline
            minRows={3}
            {...form.field('key_findings', { hint: 'One finding per line, at most ten.' })}
          />
          <TextField
            label="Methodology"
            required
            fullWidth
            multiline
            minRows={3}
            {...form.field('methodology')}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Fieldwork started"
              type="date"
              required
              slotProps={{ inputLabel: { shrink: true } }}
              {...form.field('fielded_from')}
            />
            <TextField
              label="Fieldwork ended"
              type="date"
              required
              slotProps={{ inputLabel: { shrink: true } }}
              {...form.field('fielded_to')}
            />
          </Stack>
          <Controller
            control={form.control}
            name="published"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    slotProps={{ input: { ref: field.ref } }}
                  />
                }
                label="Published (readers can see the page and download its data)"
              />
            )}
          />
          <Box>
            <SubmitButton submitting={form.isSubmitting} busyLabel="Saving…">
              Save the survey
            </SubmitButton>
          </Box>
        </Stack>
      </Box>

      <Box component="section" aria-labelledby="responses-heading" sx={{ mt: 6 }}>
        <Typography id="responses-heading" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
          Responses
        </Typography>
        <Typography sx={{ mt: 1 }}>
          {survey.sample_size} respondents now. A new file replaces them all and the charts are
          counted again from it; a file with an unknown column or an answer a question does not
          accept changes nothing, and the message names the row and the column.
        </Typography>
        <Typography component="h3" variant="h6" sx={{ mt: 2, fontWeight: 700 }}>
          Columns of the file
        </Typography>
        <Box component="dl" sx={{ '& dd': { ml: 0, mb: 1.5, overflowWrap: 'anywhere' } }}>
          <Typography component="dt" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
            {SURVEY_RESPONDENT_COLUMN}
          </Typography>
          <Typography component="dd">
            A unique id per respondent (letters, digits, dots, dashes).
          </Typography>
          {survey.questions.map((question) => (
            <Box key={question.key}>
              <Typography component="dt" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                {question.key}
              </Typography>
              <Typography component="dd">
                {question.prompt} — {accepts(question)}; empty for no answer.
              </Typography>
            </Box>
          ))}
        </Box>
        <FormAlert message={uploadError} />
        <FileButton
          accept=".csv,text/csv"
          onFile={(file) => void upload(file)}
          variant="contained"
          disabled={uploading}
        >
          {uploading ? 'Uploading…' : 'Upload responses (CSV)'}
        </FileButton>
      </Box>
    </Container>
  );
}
