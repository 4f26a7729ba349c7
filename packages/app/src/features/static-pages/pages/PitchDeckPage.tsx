import { useMemo } from 'react';
import { useLoaderData } from 'react-router-dom';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageShell } from '../../../shared/shell/PageShell';
import type { ContentPageData } from '../content';
import { parseMarkdown, type Block } from '../markdown/parse';
import { MarkdownBlocks, MarkdownInline } from '../markdown/Markdown';

interface Slide {
  id: string;
  title: Block & { type: 'heading' };
  blocks: Block[];
}

/** Each second-level heading of the content starts a slide. */
function slidesOf(blocks: readonly Block[]): { intro: Block[]; slides: Slide[] } {
  const intro: Block[] = [];
  const slides: Slide[] = [];
  for (const block of blocks) {
    if (block.type === 'heading' && block.level === 2) {
      slides.push({ id: block.id, title: block, blocks: [] });
    } else {
      (slides.at(-1)?.blocks ?? intro).push(block);
    }
  }
  return { intro, slides };
}

export function PitchDeckPage() {
  const page = useLoaderData<ContentPageData>();
  const { intro, slides } = useMemo(() => slidesOf(parseMarkdown(page.body).blocks), [page.body]);
  return (
    <PageShell heading={page.meta.heading ?? 'Pitch deck'} lead={page.meta.lead}>
      <MarkdownBlocks blocks={intro} />
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3 }}>
        {slides.map((slide, index) => (
          <Paper
            component="li"
            key={slide.id}
            variant="outlined"
            aria-labelledby={slide.id}
            sx={{ p: { xs: 3, md: 5 }, borderTop: 6, borderTopColor: 'primary.main' }}
          >
            <Typography variant="overline" color="text.secondary">
              {index + 1} / {slides.length}
            </Typography>
            <Typography
              id={slide.id}
              variant="h2"
              sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, fontWeight: 800, mb: 2 }}
            >
              <MarkdownInline nodes={slide.title.children} />
            </Typography>
            <MarkdownBlocks blocks={slide.blocks} />
          </Paper>
        ))}
      </Box>
    </PageShell>
  );
}
