import { useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CLAIM_EVIDENCE_MAX_LENGTH,
  CLAIM_EVIDENCE_MIN_LENGTH,
  CLAIM_LINK_HOURS,
  CLAIM_REVIEW_DAYS,
  ClaimBodySchema,
  emailAtCompanyDomain,
  webDomainOf,
  type ClaimCandidate,
} from '@atlas/api/company-memberships';
import type { ClaimResponse } from '@atlas/api/endpoints/company-claims';
import { paths } from '../../../config/paths';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { EmailField, TextAreaField } from '../../../shared/forms/fields';
import { useServerForm } from '../../../shared/forms/useServerForm';
import { AlreadyMember } from '../../../shared/companies/CompanyMembership';
import { PageShell } from '../../../shared/shell/PageShell';
import { useStores } from '../../../shared/stores/StoresContext';
import { CompanyFinder } from '../components/CompanyFinder';
import { useLoad } from '../../../shared/async/useLoad';
import { newIdempotencyKey } from '../../../shared/forms/idempotency';

type ClaimForm = z.input<typeof ClaimBodySchema>;

/**
 * /company/claim — find a listed company and claim it. An address at the company's own web
 * domain proves it at once (a link is e-mailed there); otherwise staff review the evidence.
 * `?company={slug}` picks the company already.
 */
export const ClaimCompanyPage = observer(function ClaimCompanyPage() {
  const { api } = useStores();
  const [search, setSearch] = useSearchParams();
  const slug = search.get('company') ?? '';
  const target = useLoad(
    (signal) =>
      slug ? api.getJoinTarget(slug, signal).then((answer) => answer.data) : Promise.resolve(null),
    slug,
  );
  const pick = (company: ClaimCandidate) => setSearch({ company: company.slug });
  const company = target.data?.company ?? null;

  return (
    <PageShell
      heading="Claim your company"
      lead="Run your company's profile: answer reviews, receive leads and keep the facts right. It is free."
    >
      {!slug ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
          <Typography variant="h2" sx={{ fontSize: '1.35rem', fontWeight: 700, mb: 2 }}>
            Find your company
          </Typography>
          <CompanyFinder
            action={(candidate) =>
              candidate.claimed ? (
                <Button
                  component={RouterLink}
                  to={paths.joinCompany('manager', candidate.slug)}
                  variant="outlined"
                  aria-label={`Ask to join ${candidate.name}`}
                >
                  Ask to join
                </Button>
              ) : (
                <Button
                  variant="contained"
                  onClick={() => pick(candidate)}
                  aria-label={`Claim ${candidate.name}`}
                >
                  Claim
                </Button>
              )
            }
          />
          <Typography sx={{ mt: 3 }}>
            Not listed yet?{' '}
            <Box component={RouterLink} to={paths.getListed()} sx={{ color: 'primary.main' }}>
              Get your company listed
            </Box>
            .
          </Typography>
        </Paper>
      ) : target.loading ? (
        <Typography role="status">Loading the company…</Typography>
      ) : target.error || !company ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
            {target.error ?? 'There is no such company.'}
          </Alert>
          <Button component={RouterLink} to={paths.claimCompany()} variant="outlined">
            Find another company
          </Button>
        </Stack>
      ) : target.data?.my_role ? (
        <AlreadyMember role={target.data.my_role} company={company.name} slug={company.slug} />
      ) : company.claimed ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="info" sx={{ alignSelf: 'stretch' }}>
            {company.name} is claimed already. Its owners can let you in.
          </Alert>
          <Button
            component={RouterLink}
            to={paths.joinCompany('manager', company.slug)}
            variant="contained"
          >
            Ask to join {company.name}
          </Button>
        </Stack>
      ) : (
        <ClaimForm company={company} onCancel={() => setSearch({})} />
      )}
    </PageShell>
  );
});

const ClaimForm = observer(function ClaimForm({
  company,
  onCancel,
}: {
  company: ClaimCandidate;
  onCancel(): void;
}) {
  const { api, user } = useStores();
  const [done, setDone] = useState<ClaimResponse | null>(null);
  const [key] = useState(newIdempotencyKey);
  const form = useServerForm<ClaimForm, z.output<typeof ClaimBodySchema>>({
    schema: ClaimBodySchema,
    defaultValues: {
      company_slug: company.slug,
      email: user.user?.email ?? '',
      job_title: '',
      evidence: '',
      idempotency_key: key,
    },
    mode: 'onTouched',
    serverFields: ['email', 'job_title', 'evidence'],
  });
  const { field, formError, watch, isSubmitting, setError } = form;
  const email = String(watch('email') ?? '');
  const domain = useMemo(() => (company.website ? webDomainOf(company.website) : null), [company]);
  const proves = emailAtCompanyDomain(email, company.website);

  const onSubmit = form.submit(async (values) => {
    if (!proves && (values.evidence ?? '').length < CLAIM_EVIDENCE_MIN_LENGTH) {
      setError('evidence', {
        message: `Tell our team how you are connected to ${company.name} (at least ${CLAIM_EVIDENCE_MIN_LENGTH} characters)`,
      });
      return;
    }
    setDone(await api.createCompanyClaim(values));
  });

  if (done)
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="success" sx={{ alignSelf: 'stretch' }} role="status">
          {done.message}
        </Alert>
        <Button component={RouterLink} to={paths.company(company.slug)} variant="outlined">
          Back to {company.name}
        </Button>
      </Stack>
    );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
      <Typography variant="h2" sx={{ fontSize: '1.35rem', fontWeight: 700 }}>
        Claim {company.name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {[company.location, company.website].filter(Boolean).join(' · ')}
      </Typography>
      <FormAlert message={formError} />
      <Box
        component="form"
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-label={`Claim ${company.name}`}
      >
        <Stack spacing={2.5}>
          <EmailField
            label="Your work e-mail"
            {...field('email', {
              hint: domain
                ? `An address at ${domain} proves your claim at once: we e-mail it a link that works for ${CLAIM_LINK_HOURS} hours.`
                : 'We e-mail you when our team has reviewed your claim.',
            })}
          />
          {email && domain ? (
            <Alert severity={proves ? 'success' : 'info'} role="status">
              {proves
                ? `${email} is at ${domain}: you can prove the claim by e-mail.`
                : `${email} is not at ${domain}, so our team reviews your claim within ${CLAIM_REVIEW_DAYS} working days. Tell them how you are connected to ${company.name}.`}
            </Alert>
          ) : null}
          <TextField label="Your job title" required fullWidth {...field('job_title')} />
          <TextAreaField
            label={
              proves
                ? 'Anything our team should know (optional)'
                : 'How are you connected to the company?'
            }
            required={!proves}
            minRows={3}
            maxLength={CLAIM_EVIDENCE_MAX_LENGTH}
            {...field('evidence', {
              hint: 'For example: your role, a page of the company website that names you, a business register entry.',
            })}
          />
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
            <Button variant="text" onClick={onCancel} disabled={isSubmitting}>
              Pick another company
            </Button>
            <SubmitButton submitting={isSubmitting} busyLabel="Sending…">
              Claim company
            </SubmitButton>
          </Stack>
        </Stack>
      </Box>
    </Paper>
  );
});
