import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  COMPANY_MEMBER_ROLES,
  COMPANY_MEMBER_ROLE_LABELS,
  type CompanyMemberRole,
} from '@atlas/api/company-memberships';
import {
  InviteMemberBodySchema,
  type CompanyMembersResponse,
} from '@atlas/api/endpoints/company-members';
import { ApiError } from '@atlas/api/http';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { EmailField, NativeSelectField } from '../../../shared/forms/fields';
import { useServerForm } from '../../../shared/forms/useServerForm';
import { NoCompanyYet } from '../../../shared/companies/CompanyMembership';
import { useManagedCompany } from '../../../shared/companies/managed-company';
import { useStores } from '../../../shared/stores/StoresContext';
import { useLoad } from '../../../shared/async/useLoad';

type Members = CompanyMembersResponse['data'];
type InviteForm = z.input<typeof InviteMemberBodySchema>;

const ROLE_OPTIONS = COMPANY_MEMBER_ROLES.map((role) => ({
  value: role,
  label: COMPANY_MEMBER_ROLE_LABELS[role],
}));

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * /dashboard/company/members — who runs the company. Owners invite by e-mail, let in those who ask,
 * change roles, remove members and hand the company over; a company always keeps an owner.
 */
export const MembersPage = observer(function MembersPage() {
  const { api } = useStores();
  const managed = useManagedCompany();
  const loaded = useLoad(async (signal) => {
    try {
      const company = await managed.read(signal);
      return (await api.getCompanyMembers(company.slug, signal)).data;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  }, `members:${managed.named}`);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  /** Runs a change, says how it went, and loads the members again. */
  const change = async (run: () => Promise<{ message: string }>) => {
    try {
      setNotice({ ok: true, text: (await run()).message });
    } catch (error) {
      setNotice({ ok: false, text: error instanceof Error ? error.message : 'It failed.' });
    }
    loaded.reload();
  };

  const data = loaded.data;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, fontWeight: 800 }}>
        Members{data ? ` of ${data.company.name}` : ''}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Owners run everything, members included. Managers keep the profile, leads and reviews up to
        date.
      </Typography>
      <Box aria-live="polite">
        {notice ? (
          <Alert
            severity={notice.ok ? 'success' : 'error'}
            sx={{ mb: 2 }}
            onClose={() => setNotice(null)}
          >
            {notice.text}
          </Alert>
        ) : null}
      </Box>
      {loaded.loading && !data ? (
        <Typography role="status">Loading the members…</Typography>
      ) : loaded.error ? (
        <Alert severity="error">{loaded.error}</Alert>
      ) : !data ? (
        <NoCompanyYet />
      ) : (
        <Stack spacing={4}>
          <MembersTable data={data} change={change} />
          {data.my_role === 'owner' ? (
            <>
              <JoinRequests data={data} change={change} />
              <InviteForm data={data} onSent={(text) => change(async () => ({ message: text }))} />
              <Invitations data={data} change={change} />
            </>
          ) : null}
        </Stack>
      )}
    </Container>
  );
});

interface SectionProps {
  data: Members;
  change(run: () => Promise<{ message: string }>): Promise<void>;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function MembersTable({ data, change }: SectionProps) {
  const { api } = useStores();
  const owner = data.my_role === 'owner';
  const slug = data.company.slug;
  const setRole = (userId: string, role: CompanyMemberRole) =>
    change(() => api.updateCompanyMember(slug, userId, { role }));
  const remove = (userId: string) => change(() => api.removeCompanyMember(slug, userId));

  return (
    <Section title="Team">
      <Stack
        component="ul"
        spacing={0}
        divider={<Divider component="li" aria-hidden />}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {data.members.map((member) => (
          <Box
            component="li"
            key={member.user_id}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, py: 1.5 }}
          >
            <Box sx={{ flex: '1 1 14rem', minWidth: 0, overflowWrap: 'anywhere' }}>
              <Typography sx={{ fontWeight: 600 }}>
                {member.name}
                {member.is_me ? ' (you)' : ''}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {member.email} · since {dateOf(member.since)}
              </Typography>
            </Box>
            {owner ? (
              <NativeSelectField
                label={`Role of ${member.name}`}
                placeholder="Choose a role"
                size="small"
                value={member.role}
                options={ROLE_OPTIONS}
                onChange={(event) =>
                  void setRole(member.user_id, event.target.value as CompanyMemberRole)
                }
                sx={{ width: 150 }}
              />
            ) : (
              <Typography sx={{ width: 150 }}>{COMPANY_MEMBER_ROLE_LABELS[member.role]}</Typography>
            )}
            <Box sx={{ width: 96, textAlign: 'right' }}>
              {member.is_me ? (
                <Button color="error" onClick={() => void remove(member.user_id)}>
                  Leave
                </Button>
              ) : owner ? (
                <Button
                  color="error"
                  onClick={() => void remove(member.user_id)}
                  aria-label={`Remove ${member.name}`}
                >
                  Remove
                </Button>
              ) : null}
            </Box>
          </Box>
        ))}
      </Stack>
      {owner ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          To hand the company over, make someone else an owner, then make yourself a manager or
          leave.
        </Typography>
      ) : null}
    </Section>
  );
}

function JoinRequests({ data, change }: SectionProps) {
  const { api } = useStores();
  if (data.join_requests.length === 0) return null;
  const decide = (id: number, decision: 'approve' | 'reject') =>
    change(() => api.decideJoinRequest(data.company.slug, id, { decision }));
  return (
    <Section title="Asking to join">
      <Stack spacing={2}>
        {data.join_requests.map((request) => (
          <Box
            key={request.id}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
          >
            <Box sx={{ flex: '1 1 16rem', minWidth: 0, overflowWrap: 'anywhere' }}>
              <Typography sx={{ fontWeight: 600 }}>
                {request.name} ({request.email}) as{' '}
                {COMPANY_MEMBER_ROLE_LABELS[request.role].toLowerCase()}
              </Typography>
              {request.message ? (
                <Typography variant="body2" color="text.secondary">
                  “{request.message}”
                </Typography>
              ) : null}
            </Box>
            <Stack direction="row" spacing={1}>
              <Button
                variant="contained"
                onClick={() => void decide(request.id, 'approve')}
                aria-label={`Let ${request.name} in`}
              >
                Let in
              </Button>
              <Button
                onClick={() => void decide(request.id, 'reject')}
                aria-label={`Decline ${request.name}`}
              >
                Decline
              </Button>
            </Stack>
          </Box>
        ))}
      </Stack>
    </Section>
  );
}

function InviteForm({ data, onSent }: { data: Members; onSent(text: string): void }) {
  const { api } = useStores();
  const form = useServerForm<InviteForm, z.output<typeof InviteMemberBodySchema>>({
    schema: InviteMemberBodySchema,
    defaultValues: { email: '', role: 'manager' },
    serverFields: ['email', 'role'],
  });
  const onSubmit = form.submit(async (values) => {
    const answer = await api.inviteCompanyMember(data.company.slug, values);
    form.reset({ email: '', role: values.role });
    onSent(answer.message);
  });
  return (
    <Section title="Invite someone">
      <FormAlert message={form.formError} />
      <Box
        component="form"
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-label="Invite someone"
      >
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ alignItems: 'flex-start' }}
        >
          <EmailField label="Their e-mail" {...form.field('email')} />
          <NativeSelectField
            label="Role"
            placeholder="Choose a role"
            options={ROLE_OPTIONS}
            {...form.field('role')}
            sx={{ minWidth: 160 }}
          />
          <SubmitButton submitting={form.isSubmitting} busyLabel="Sending…" sx={{ flexShrink: 0 }}>
            Send invitation
          </SubmitButton>
        </Stack>
      </Box>
    </Section>
  );
}

function Invitations({ data, change }: SectionProps) {
  const { api } = useStores();
  if (data.invitations.length === 0) return null;
  return (
    <Section title="Open invitations">
      <Stack spacing={1.5}>
        {data.invitations.map((invitation) => (
          <Box
            key={invitation.id}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
          >
            <Typography sx={{ flex: '1 1 16rem', minWidth: 0, overflowWrap: 'anywhere' }}>
              {invitation.email} as {COMPANY_MEMBER_ROLE_LABELS[invitation.role].toLowerCase()},
              sent by {invitation.invited_by}, good until {dateOf(invitation.expires_at)}
            </Typography>
            <Button
              color="error"
              onClick={() =>
                void change(() => api.revokeCompanyInvitation(data.company.slug, invitation.id))
              }
              aria-label={`Withdraw the invitation to ${invitation.email}`}
            >
              Withdraw
            </Button>
          </Box>
        ))}
      </Stack>
    </Section>
  );
}
