import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { parseMarkdown } from '../markdown/parse';
import { MarkdownBlocks } from '../markdown/Markdown';

/** A content file's Markdown body, rendered. */
export function ContentBody({ body }: { body: string }) {
  const blocks = useMemo(() => parseMarkdown(body).blocks, [body]);
  return (
    <Box sx={{ '& > :first-of-type': { mt: 0 } }}>
      <MarkdownBlocks blocks={blocks} />
    </Box>
  );
}
