import { useLoaderData } from 'react-router-dom';
import { PageShell } from '../../../shared/shell/PageShell';
import { ContentBody } from '../components/ContentBody';
import type { ContentPageData } from '../content';

/** A page that is all Markdown: about us, terms, improve ranking, write for us, contribute … */
export function ContentPage() {
  const page = useLoaderData<ContentPageData>();
  return (
    <PageShell heading={page.meta.heading ?? page.meta.title ?? ''} lead={page.meta.lead}>
      <ContentBody body={page.body} />
    </PageShell>
  );
}
