import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  AwardApplicationBodySchema,
  type QuestionnaireOptions,
} from '@atlas/api/endpoints/awards-voting';
import { ApiError } from '@atlas/api/http';
import { useStores } from '../../../shared/stores/StoresContext';

export interface QuestionnairePageData {
  options: QuestionnaireOptions;
}

/** /awards/questionnaire: a member applies for one of their companies, with evidence. */
export function QuestionnairePage() {
  const { options } = useLoaderData<QuestionnairePageData>();
  const { api } = useStores();
  const revalidator = useRevalidator();
  const [companyId, setCompanyId] = useState<number | ''>(options.companies[0]?.id ?? '');
  const [categoryId, setCategoryId] = useState<number | ''>('');
  const [evidence, setEvidence] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const parsed = AwardApplicationBodySchema.safeParse({
      company_id: companyId,
      category_id: categoryId,
      evidence,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await api.applyForAward(parsed.data);
      setOutcome({ ok: true, text: 'Thank you: the jury will review your application.' });
      setEvidence('');
      void revalidator.revalidate();
    } catch (error) {
      setOutcome({
        ok: false,
        text:
          error instanceof ApiError
            ? (error.fields?.[0]?.message ?? error.message)
            : 'Something went wrong.',
      });
    }
    setBusy(false);
  };

  return (
    <Container sx={{ py: { xs: 4, md: 6 }, maxWidth: 'md' }}>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 800, mb: 2 }}>
        Awards questionnaire
      </Typography>
      {options.edition === null ? (
        <Typography>No edition takes applications now.</Typography>
      ) : options.companies.length === 0 ? (
        <Typography>
          The questionnaire is for members of a listed company. Claim or list your company first.
        </Typography>
      ) : (
        <Stack
          spacing={2}
          component="form"
          method="post"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Typography>
            Apply for a category of the {options.edition} awards. Tell the jury about your work in
            it: projects, results, clients. Staff review every application.
          </Typography>
          <TextField
            select
            label="Company"
            value={companyId}
            onChange={(event) => setCompanyId(Number(event.target.value))}
            error={errors.company_id !== undefined}
            helperText={errors.company_id}
          >
            {options.companies.map((company) => (
              <MenuItem key={company.id} value={company.id}>
                {company.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Category"
            value={categoryId}
            onChange={(event) => setCategoryId(Number(event.target.value))}
            error={errors.category_id !== undefined}
            helperText={errors.category_id ? 'Choose a category' : undefined}
          >
            {options.categories.map((category) => (
              <MenuItem key={category.id} value={category.id}>
                {category.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Evidence for the jury"
            multiline
            minRows={6}
            value={evidence}
            onChange={(event) => setEvidence(event.target.value)}
            error={errors.evidence !== undefined}
            helperText={errors.evidence ?? 'At least 50 characters.'}
          />
          <Box>
            <Button type="submit" variant="contained" color="warning" disabled={busy}>
              Apply
            </Button>
          </Box>
          {outcome ? (
            <Alert severity={outcome.ok ? 'success' : 'error'} role="status">
              {outcome.text}
            </Alert>
          ) : null}
        </Stack>
      )}
      {options.applications.length > 0 ? (
        <Box component="section" sx={{ mt: 4 }}>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
            Your applications
          </Typography>
          <Box component="ul">
            {options.applications.map((application) => (
              <li key={application.id}>
                {application.company} — {application.category}: {application.status}
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
    </Container>
  );
}
