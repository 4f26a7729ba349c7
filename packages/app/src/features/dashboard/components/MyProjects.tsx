import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ValetProjectSummary } from '@atlas/api/endpoints/valet-projects';
import { VALET_PROJECT_STATUS_LABELS } from '@atlas/api/valet';
import { paths } from '../../../config/paths';

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** What the buyer does next with a project, in words. */
export function nextStepOf(project: ValetProjectSummary): string {
  switch (project.status) {
    case 'awaiting_verification':
      return 'Open the link we e-mailed you: it confirms your address.';
    case 'shortlisted':
      return 'Choose the companies that get your brief.';
    case 'released':
      return project.open_quote_count > 0
        ? `Compare ${plural(project.open_quote_count, 'quote')} and accept the one you want.`
        : 'Wait for the companies to answer: they have an hour.';
    case 'hired':
      return `Agree on the next steps with ${project.hired_company?.name ?? 'the company you hired'}.`;
    case 'completed':
      return 'Done. Thank you!';
  }
}

/**
 * A buyer's projects on their dashboard (issue 33): each with its state, the quotes it received,
 * unread messages from companies and the next step, linked to the project's page.
 */
export function MyProjects({ projects }: { projects: readonly ValetProjectSummary[] }) {
  return (
    <Box component="section" aria-labelledby="my-projects-heading" sx={{ mb: 4 }}>
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          mb: 1.5,
        }}
      >
        <Typography id="my-projects-heading" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
          My projects
        </Typography>
        <Button component={RouterLink} to={paths.projectSubmission()} size="small">
          Submit a new project
        </Button>
      </Box>
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
        {projects.map((project) => (
          <Paper
            key={project.id}
            component="li"
            variant="outlined"
            sx={{ listStyle: 'none', p: 2, overflowWrap: 'anywhere' }}
          >
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
              <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
                <Link component={RouterLink} to={paths.dashboardProject(project.id)}>
                  {project.title}
                </Link>
              </Typography>
              <Chip size="small" label={VALET_PROJECT_STATUS_LABELS[project.status]} />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {[
                `${plural(project.quote_count, 'quote')} received`,
                project.unread_messages > 0
                  ? `${plural(project.unread_messages, 'unread message')}`
                  : 'no unread messages',
                `sent to ${plural(project.released_count, 'company', 'companies')}`,
              ].join(' · ')}
            </Typography>
            <Typography sx={{ mt: 0.5 }}>{`Next: ${nextStepOf(project)}`}</Typography>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}
