import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { useStores } from '../../../shared/stores/StoresContext';
import { ProjectPage } from '../components/ProjectPage';
import { ValetProjectStore } from '../stores/ValetProjectStore';

/**
 * /project-submission/project/{token}: the e-mailed magic link. It verifies the buyer's address,
 * signs them in and shows the project: shortlist, releases, answers and quotes, live.
 */
export function ValetProjectPage() {
  const stores = useStores();
  const { token = '' } = useParams();
  const [store] = useState(() => new ValetProjectStore(stores));
  useEffect(() => {
    void store.verify(token);
  }, [store, token]);
  useEffect(() => store.follow(), [store]);
  return (
    <ProjectPage
      store={store}
      lead="Choose who gets the brief, and follow the answers as they arrive."
      failure={{
        heading: 'This link does not work',
        body: (
          <>
            <Typography sx={{ mb: 2 }}>
              Project links work for 7 days. Sign in to see your projects, or submit a new one.
            </Typography>
            <Button component={RouterLink} to={paths.projectSubmission()} variant="contained">
              Submit a project
            </Button>
          </>
        ),
      }}
    />
  );
}
