import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { VALET_ANSWER_MINUTES, VALET_PROMISED_ANSWERS, type ValetProject } from '@atlas/api/valet';
import { paths } from '../../../config/paths';
import { PageShell } from '../../../shared/shell/PageShell';
import { useStores } from '../../../shared/stores/StoresContext';
import { ProjectView } from '../components/ProjectView';
import { ValetProjectStore } from '../stores/ValetProjectStore';

/** What the wizard hands the confirmation page (router state): the project as stored. */
export interface ValetConfirmationState {
  project: ValetProject;
  message: string;
}

function isConfirmationState(value: unknown): value is ValetConfirmationState {
  return (
    typeof value === 'object' &&
    value !== null &&
    'project' in value &&
    typeof value.project === 'object' &&
    value.project !== null
  );
}

/**
 * /project-submission/confirmation (and the old address): what happens next, the shortlist with
 * the reasons for each pick, the hour counting down, and — once the buyer's address is verified
 * and they are signed in — the choice of who gets the brief.
 */
export const ValetConfirmationPage = observer(function ValetConfirmationPage() {
  const stores = useStores();
  const { valet, user } = stores;
  const location = useLocation();
  const state: unknown = location.state;
  const handed = isConfirmationState(state) ? state.project : valet.project;
  const [store] = useState(() => new ValetProjectStore(stores, handed));
  useEffect(() => store.follow(), [store]);
  // Signed in after the submission (in this tab): the project may be read again.
  const signedIn = user.isLoggedIn;
  useEffect(() => {
    if (signedIn) void store.reload();
  }, [signedIn, store]);

  const project = store.project;
  if (!project)
    return (
      <PageShell
        heading="No project to show"
        lead="This page shows a project right after it is sent."
      >
        <Typography sx={{ mb: 2 }}>
          Opened the link from our e-mail? It shows your project. Or describe a new one:
        </Typography>
        <Button component={RouterLink} to={paths.projectSubmission()} variant="contained">
          Submit a project
        </Button>
      </PageShell>
    );

  return (
    <PageShell
      heading="Your project is submitted"
      lead="Handpicked companies, no obligation to hire. Nothing reaches a company until you choose it."
    >
      <Box component="section" aria-labelledby="valet-next-heading" sx={{ mb: 4 }}>
        <Typography
          id="valet-next-heading"
          component="h2"
          sx={{ fontWeight: 700, fontSize: '1.25rem', mb: 1 }}
        >
          What happens next
        </Typography>
        <Box component="ol" sx={{ pl: 2.5, '& li': { mb: 1 } }}>
          <li>
            {project.email_verified ? (
              <>Your e-mail address {project.email} is confirmed.</>
            ) : (
              <>
                <strong>Confirm your e-mail address.</strong> We sent a link to{' '}
                <strong>{project.email}</strong>: it confirms the address, signs you in and opens
                your project. Nothing reaches any company before you choose.
              </>
            )}
          </li>
          <li>
            <strong>Then choose who gets your brief.</strong>{' '}
            {store.canRelease
              ? 'Tick the companies below you want quotes from and send them the brief.'
              : 'On your project page, tick the companies you want quotes from and send them the brief.'}{' '}
            Only they see your project, and your contact details reach a company only when it
            accepts.
          </li>
          <li>
            <strong>The hour starts when you send it.</strong> Each company is asked to answer
            within {VALET_ANSWER_MINUTES} minutes. Answers and quotes arrive on your project page
            and by e-mail; if fewer than {VALET_PROMISED_ANSWERS} answer in time, we offer you more
            matches.
          </li>
        </Box>
      </Box>
      <ProjectView store={store} now={valet.now} tickMs={valet.tickMs} />
    </PageShell>
  );
});
