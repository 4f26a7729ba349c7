import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { PageShell } from '../../../shared/shell/PageShell';
import { useStores } from '../../../shared/stores/StoresContext';
import { ProjectView } from '../components/ProjectView';
import { ValetProjectStore } from '../stores/ValetProjectStore';

/**
 * /project-submission/project/{token}: the e-mailed magic link. It verifies the buyer's address,
 * signs them in and shows the project: shortlist, releases, answers and quotes, live.
 */
export const ValetProjectPage = observer(function ValetProjectPage() {
  const stores = useStores();
  const { token = '' } = useParams();
  const [store] = useState(() => new ValetProjectStore(stores));
  useEffect(() => {
    void store.verify(token);
  }, [store, token]);
  useEffect(() => store.follow(), [store]);

  if (store.state === 'failed')
    return (
      <PageShell heading="This link does not work" lead={store.error ?? undefined}>
        <Typography sx={{ mb: 2 }}>
          Project links work for 7 days. Sign in to see your projects, or submit a new one.
        </Typography>
        <Button component={RouterLink} to={paths.projectSubmission()} variant="contained">
          Submit a project
        </Button>
      </PageShell>
    );

  const project = store.project;
  return (
    <PageShell
      heading={project ? project.title : 'Your project'}
      lead={
        project
          ? 'Choose who gets the brief, and follow the answers as they arrive.'
          : 'Opening your project…'
      }
    >
      {project ? (
        <ProjectView store={store} now={stores.valet.now} tickMs={stores.valet.tickMs} />
      ) : (
        <Typography role="status">Opening your project…</Typography>
      )}
    </PageShell>
  );
});
