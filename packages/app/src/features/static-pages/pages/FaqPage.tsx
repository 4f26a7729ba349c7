import { useLoaderData } from 'react-router-dom';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FaqSection } from '../../../content/faq';
import { PageShell } from '../../../shared/shell/PageShell';
import { ContentBody } from '../components/ContentBody';
import type { ContentPageData } from '../content';
import { parseMarkdown } from '../markdown/parse';
import { MarkdownBlocks } from '../markdown/Markdown';

export type FaqPageData = ContentPageData & { sections: FaqSection[] };

/** A chevron drawn inline, so the page needs no icon package. */
function ExpandIcon() {
  return (
    <Box component="svg" viewBox="0 0 24 24" aria-hidden sx={{ width: 24, height: 24 }}>
      <path fill="currentColor" d="M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z" />
    </Box>
  );
}

/**
 * Questions as an accordion: each question is a button (aria-expanded, aria-controls) that opens
 * its answer region, usable with Tab, Enter and Space.
 */
export function FaqPage() {
  const page = useLoaderData<FaqPageData>();
  return (
    <PageShell heading={page.meta.heading ?? 'FAQ'} lead={page.meta.lead}>
      {page.sections.map((section) => (
        <Box
          component="section"
          key={section.id}
          aria-labelledby={`faq-${section.id}`}
          sx={{ mb: 5 }}
        >
          <Typography
            id={`faq-${section.id}`}
            variant="h2"
            sx={{ fontSize: { xs: '1.4rem', md: '1.6rem' }, fontWeight: 700, mb: 2 }}
          >
            {section.title}
          </Typography>
          {section.items.map((item, index) => {
            const id = `faq-${section.id}-${index}`;
            return (
              <Accordion key={id} disableGutters variant="outlined">
                <AccordionSummary
                  expandIcon={<ExpandIcon />}
                  id={`${id}-question`}
                  aria-controls={`${id}-answer`}
                >
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {item.question}
                  </Typography>
                </AccordionSummary>
                {/* The Accordion makes the answer a region labelled by its question. */}
                <AccordionDetails>
                  <MarkdownBlocks blocks={parseMarkdown(item.answer).blocks} />
                </AccordionDetails>
              </Accordion>
            );
          })}
        </Box>
      ))}
      <ContentBody body={page.body} />
    </PageShell>
  );
}
