import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  COMPANY_MEMBER_ROLE_LABELS,
  type ClaimCandidate,
  type CompanyMemberRole,
} from '@atlas/api/company-memberships';
import { JoinRequestBodySchema } from '@atlas/api/endpoints/company-members';
import { paths } from '../../../config/paths';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { TextAreaField } from '../../../shared/forms/fields';
import { newIdempotencyKey } from '../../../shared/forms/idempotency';
import { useServerForm } from '../../../shared/forms/useServerForm';
import { AlreadyMember } from '../../../shared/companies/CompanyMembership';
import { PageShell } from '../../../shared/shell/PageShell';
import { useStores } from '../../../shared/stores/StoresContext';
import { CompanyFinder } from '../components/CompanyFinder';
import { useLoad } from '../../../shared/async/useLoad';

type JoinForm = z.input<typeof JoinRequestBodySchema>;

const COPY: Record<CompanyMemberRole, { heading: string; lead: string; what: string }> = {
  owner: {
    heading: 'Join your company as an owner',
    lead: 'Owners run everything, its members included. The present owners decide.',
    what: 'an owner',
  },
  manager: {
    heading: 'Become a manager of your company',
    lead: 'Managers keep the profile up to date and answer leads and reviews. The owners decide.',
    what: 'a manager',
  },
};

/**
 * /company/join/claim/{slug?} (as an owner) and /company/join/manager/{slug?} (as a manager): ask
 * a claimed company's owners to let one in. Without a slug, find the company first.
 */
export function JoinCompanyPage({ role }: { role: CompanyMemberRole }) {
  const { api } = useStores();
  const navigate = useNavigate();
  const { slug = '' } = useParams();
  const copy = COPY[role];
  const as = role === 'owner' ? 'claim' : 'manager';
  const target = useLoad(
    (signal) =>
      slug ? api.getJoinTarget(slug, signal).then((answer) => answer.data) : Promise.resolve(null),
    slug,
  );
  const company = target.data?.company ?? null;

  let body: React.ReactNode;
  if (!slug)
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.35rem', fontWeight: 700, mb: 2 }}>
          Find your company
        </Typography>
        <CompanyFinder
          action={(candidate: ClaimCandidate) =>
            candidate.claimed ? (
              <Button
                variant="contained"
                onClick={() => navigate(paths.joinCompany(as, candidate.slug))}
                aria-label={`Ask to join ${candidate.name}`}
              >
                Ask to join
              </Button>
            ) : (
              <Button
                component={RouterLink}
                to={paths.claimCompany(candidate.slug)}
                variant="outlined"
                aria-label={`Claim ${candidate.name}`}
              >
                Claim it
              </Button>
            )
          }
        />
      </Paper>
    );
  else if (target.loading) body = <Typography role="status">Loading the company…</Typography>;
  else if (target.error || !company || !target.data)
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
          {target.error ?? 'There is no such company.'}
        </Alert>
        <Button component={RouterLink} to={paths.joinCompany(as)} variant="outlined">
          Find another company
        </Button>
      </Stack>
    );
  else if (target.data.my_role)
    body = <AlreadyMember role={target.data.my_role} company={company.name} slug={company.slug} />;
  else if (!company.claimed)
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info" sx={{ alignSelf: 'stretch' }}>
          Nobody runs {company.name} yet: claim it, and you become its owner.
        </Alert>
        <Button component={RouterLink} to={paths.claimCompany(company.slug)} variant="contained">
          Claim {company.name}
        </Button>
      </Stack>
    );
  else if (target.data.pending_request)
    body = (
      <Alert severity="info" role="status">
        Your request to join {company.name} as{' '}
        {COMPANY_MEMBER_ROLE_LABELS[target.data.pending_request].toLowerCase()} waits for its
        owners. We e-mail you their answer.
      </Alert>
    );
  else body = <JoinForm company={company} role={role} what={copy.what} />;

  return (
    <PageShell heading={copy.heading} lead={copy.lead}>
      {body}
    </PageShell>
  );
}

/** /company/join/claim/{slug?}: join a claimed company as one of its owners. */
export function JoinAsOwnerPage() {
  return <JoinCompanyPage role="owner" />;
}

/** /company/join/manager/{slug?}: join a claimed company as a manager. */
export function JoinAsManagerPage() {
  return <JoinCompanyPage role="manager" />;
}

function JoinForm({
  company,
  role,
  what,
}: {
  company: ClaimCandidate;
  role: CompanyMemberRole;
  what: string;
}) {
  const { api } = useStores();
  const [sent, setSent] = useState<string | null>(null);
  const [key] = useState(newIdempotencyKey);
  const form = useServerForm<JoinForm, z.output<typeof JoinRequestBodySchema>>({
    schema: JoinRequestBodySchema,
    defaultValues: { role, message: '', idempotency_key: key },
    serverFields: ['message'],
  });
  const onSubmit = form.submit(async (values) => {
    setSent((await api.requestToJoin(company.slug, values)).message);
  });

  if (sent)
    return (
      <Alert severity="success" role="status">
        {sent}
      </Alert>
    );
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
      <Typography variant="h2" sx={{ fontSize: '1.35rem', fontWeight: 700 }}>
        Ask to join {company.name} as {what}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {[company.location, company.website].filter(Boolean).join(' · ')}
      </Typography>
      <FormAlert message={form.formError} />
      <Box
        component="form"
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-label={`Ask to join ${company.name}`}
      >
        <Stack spacing={2.5}>
          <TextAreaField
            label="A note for the owners (optional)"
            minRows={3}
            maxLength={1000}
            {...form.field('message', { hint: 'Who you are and what you do at the company' })}
          />
          <Box>
            <SubmitButton submitting={form.isSubmitting} busyLabel="Sending…">
              Send the request
            </SubmitButton>
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}
