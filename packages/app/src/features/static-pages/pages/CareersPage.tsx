import { useLoaderData } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OpenRole } from '../../../content/careers';
import { PageShell } from '../../../shared/shell/PageShell';
import { ContentBody } from '../components/ContentBody';
import type { ContentPageData } from '../content';
import { parseInline } from '../markdown/parse';
import { MarkdownInline } from '../markdown/Markdown';

export type CareersPageData = ContentPageData & { roles: OpenRole[] };

function RoleCard({ role }: { role: OpenRole }) {
  const headingId = `role-${role.id}`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 3 }}>
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1.3rem', fontWeight: 700 }}>
        {role.title}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1.5 }}>
        <Chip size="small" label={role.team} />
        <Chip size="small" label={role.location} variant="outlined" />
        <Chip size="small" label={role.type} variant="outlined" />
      </Stack>
      <Typography sx={{ mb: 2 }}>
        <MarkdownInline nodes={parseInline(role.summary)} />
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
        {(
          [
            ['What you will do', role.responsibilities],
            ['What you bring', role.requirements],
          ] as const
        ).map(([title, items]) => (
          <Box key={title}>
            <Typography variant="h4" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
              {title}
            </Typography>
            <Box component="ul" sx={{ pl: 3, m: 0, '& > li': { mb: 0.5 } }}>
              {items.map((item) => (
                <li key={item}>
                  <MarkdownInline nodes={parseInline(item)} />
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

export function CareersPage() {
  const page = useLoaderData<CareersPageData>();
  const roles = page.roles;
  return (
    <PageShell heading={page.meta.heading ?? 'Careers'} lead={page.meta.lead}>
      <ContentBody body={page.body} />
      {roles.length === 0 ? (
        <Typography>
          There are no open roles right now. We still like to hear from people who share our values:
          write to us through the contact page.
        </Typography>
      ) : (
        <Stack spacing={3}>
          {roles.map((role) => (
            <RoleCard key={role.id} role={role} />
          ))}
        </Stack>
      )}
    </PageShell>
  );
}
