import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { useStores } from '../../../shared/stores/StoresContext';
import { ProjectPage } from '../components/ProjectPage';
import { ValetProjectStore } from '../stores/ValetProjectStore';

/**
 * /dashboard/projects/{id}: a signed-in buyer's project (issue 33), where the e-mails of answers
 * and quotes lead: the quotes side by side with accept and decline, the shortlist, live.
 */
export function BuyerProjectPage() {
  const stores = useStores();
  const { id = '' } = useParams();
  const [store] = useState(() => new ValetProjectStore(stores));
  useEffect(() => {
    void store.load(id);
  }, [store, id]);
  useEffect(() => store.follow(), [store]);
  return (
    <ProjectPage
      store={store}
      lead="Compare the quotes, accept the one you want, and talk to the companies."
      failure={{
        heading: 'Project not found',
        body: (
          <>
            <Typography sx={{ mb: 2 }}>
              Your projects are listed on your dashboard. Signed in with another address? Open the
              link we e-mailed you instead.
            </Typography>
            <Button component={RouterLink} to={paths.dashboard()} variant="contained">
              Go to your dashboard
            </Button>
          </>
        ),
      }}
    />
  );
}
