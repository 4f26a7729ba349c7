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
 * /dashboard/projects/{id}: a signed-in buyer's project (issue 33), where the e-mails of answers
 * and quotes lead: the quotes side by side with accept and decline, the shortlist, live.
 */
export const BuyerProjectPage = observer(function BuyerProjectPage() {
  const stores = useStores();
  const { id = '' } = useParams();
  const [store] = useState(() => new ValetProjectStore(stores));
  useEffect(() => {
    void store.load(id);
  }, [store, id]);
  useEffect(() => store.follow(), [store]);

  if (store.state === 'failed')
    return (
      <PageShell heading="Project not found" lead={store.error ?? undefined}>
        <Typography sx={{ mb: 2 }}>
          Your projects are listed on your dashboard. Signed in with another address? Open the link
          we e-mailed you instead.
        </Typography>
        <Button component={RouterLink} to={paths.dashboard()} variant="contained">
          Go to your dashboard
        </Button>
      </PageShell>
    );

  const project = store.project;
  return (
    <PageShell
      heading={project ? project.title : 'Your project'}
      lead={
        project
          ? 'Compare the quotes, accept the one you want, and talk to the companies.'
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
