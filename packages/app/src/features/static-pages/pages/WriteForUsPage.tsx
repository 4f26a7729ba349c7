import { useLoaderData } from 'react-router-dom';
import Box from '@mui/material/Box';
import { ContributionForm } from '../../../shared/contributions/ContributionForm';
import { PageShell } from '../../../shared/shell/PageShell';
import { ContentBody } from '../components/ContentBody';
import type { ContentPageData } from '../content';

/** /write-for-us: the guidelines, and the form that sends a draft to the editors (issue 21). */
export function WriteForUsPage() {
  const page = useLoaderData<ContentPageData>();
  return (
    <PageShell heading={page.meta.heading ?? page.meta.title ?? ''} lead={page.meta.lead}>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { md: '2fr 3fr' } }}>
        <Box>
          <ContentBody body={page.body} />
        </Box>
        <ContributionForm kind="write-for-us" />
      </Box>
    </PageShell>
  );
}
