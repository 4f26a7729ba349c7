import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import Typography from '@mui/material/Typography';
import { PageShell } from '../../../shared/shell/PageShell';
import { useStores } from '../../../shared/stores/StoresContext';
import type { ValetProjectStore } from '../stores/ValetProjectStore';
import { ProjectView } from './ProjectView';

/**
 * A buyer's project page, however it was opened (the e-mailed link, or signed in from the
 * dashboard): the project's title as the h1, `lead` under it, the project once it is read, and
 * `failure` in its place when it cannot be.
 */
export const ProjectPage = observer(function ProjectPage({
  store,
  lead,
  failure,
}: {
  store: ValetProjectStore;
  lead: string;
  failure: { heading: string; body: ReactNode };
}) {
  const { valet } = useStores();
  if (store.state === 'failed')
    return (
      <PageShell heading={failure.heading} lead={store.error ?? undefined}>
        {failure.body}
      </PageShell>
    );
  const project = store.project;
  return (
    <PageShell
      heading={project ? project.title : 'Your project'}
      lead={project ? lead : 'Opening your project…'}
    >
      {project ? (
        <ProjectView store={store} now={valet.now} tickMs={valet.tickMs} />
      ) : (
        <Typography role="status">Opening your project…</Typography>
      )}
    </PageShell>
  );
});
