import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Block, Inline } from './parse';

function renderInline(nodes: readonly Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'strike':
        return <del key={index}>{renderInline(node.children)}</del>;
      case 'break':
        return <br key={index} />;
      case 'image':
        return (
          <Box
            component="img"
            key={index}
            src={node.src}
            alt={node.alt}
            loading="lazy"
            sx={{ maxWidth: '100%', height: 'auto' }}
          />
        );
      case 'code':
        return (
          <Box
            component="code"
            key={index}
            sx={{ fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 }}
          >
            {node.text}
          </Box>
        );
      case 'link':
        return node.href.startsWith('/') || node.href.startsWith('#') ? (
          <Link key={index} component={RouterLink} to={node.href}>
            {renderInline(node.children)}
          </Link>
        ) : (
          <Link key={index} href={node.href} rel="noopener noreferrer">
            {renderInline(node.children)}
          </Link>
        );
    }
  });
}

const HEADING_STYLES = {
  2: { variant: 'h2', fontSize: { xs: '1.5rem', md: '1.75rem' }, mt: 5, mb: 2 },
  3: { variant: 'h3', fontSize: { xs: '1.2rem', md: '1.35rem' }, mt: 4, mb: 1.5 },
  4: { variant: 'h4', fontSize: '1.1rem', mt: 3, mb: 1 },
} as const;

function renderBlock(block: Block, index: number): ReactNode {
  switch (block.type) {
    case 'heading': {
      const style = HEADING_STYLES[block.level];
      return (
        <Typography
          key={index}
          id={block.id}
          variant={style.variant}
          sx={{ fontSize: style.fontSize, fontWeight: 700, mt: style.mt, mb: style.mb }}
        >
          {renderInline(block.children)}
        </Typography>
      );
    }
    case 'paragraph':
      return (
        <Typography key={index} sx={{ mb: 2, lineHeight: 1.7 }}>
          {renderInline(block.children)}
        </Typography>
      );
    case 'list':
      return (
        <Box
          key={index}
          component={block.ordered ? 'ol' : 'ul'}
          start={block.start ?? undefined}
          sx={{ pl: 3, mb: 2, '& > li': { mb: 0.75, lineHeight: 1.7 } }}
        >
          {block.items.map((item, itemIndex) => (
            <li key={itemIndex}>{renderFlow(item)}</li>
          ))}
        </Box>
      );
    case 'code':
      return (
        <Box
          key={index}
          component="pre"
          sx={{ bgcolor: 'action.hover', p: 2, mb: 2, borderRadius: 1, overflowX: 'auto' }}
        >
          <code data-lang={block.lang ?? undefined}>{block.text}</code>
        </Box>
      );
    case 'table':
      return (
        <Box key={index} sx={{ overflowX: 'auto', mb: 2 }}>
          <Box
            component="table"
            sx={{
              borderCollapse: 'collapse',
              '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 1 },
            }}
          >
            <thead>
              <tr>
                {block.head.map((cell, cellIndex) => (
                  <th
                    key={cellIndex}
                    scope="col"
                    style={{ textAlign: block.align[cellIndex] ?? undefined }}
                  >
                    {renderInline(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, cellIndex) => (
                    <td key={cellIndex} style={{ textAlign: block.align[cellIndex] ?? undefined }}>
                      {renderInline(cell)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      );
    case 'quote':
      return (
        <Box
          key={index}
          component="blockquote"
          sx={{
            borderLeft: 4,
            borderColor: 'primary.main',
            pl: 2,
            py: 0.5,
            mx: 0,
            my: 3,
            color: 'text.secondary',
            fontStyle: 'italic',
          }}
        >
          {renderFlow(block.children)}
        </Box>
      );
    case 'rule':
      return <Divider key={index} sx={{ my: 4 }} />;
  }
}

/**
 * Blocks inside a list item or a quote: with one paragraph at most (a tight list item, a short
 * quote) the paragraph stands as its bare text beside any nested blocks; otherwise all are blocks.
 */
function renderFlow(blocks: readonly Block[]): ReactNode {
  const paragraphs = blocks.filter((block) => block.type === 'paragraph').length;
  if (paragraphs > 1) return blocks.map(renderBlock);
  return blocks.map((block, index) =>
    block.type === 'paragraph' ? (
      <Fragment key={index}>{renderInline(block.children)}</Fragment>
    ) : (
      renderBlock(block, index)
    ),
  );
}

/** Renders parsed Markdown as React elements (text is always escaped by React). */
export function MarkdownBlocks({ blocks }: { blocks: readonly Block[] }) {
  return <>{blocks.map(renderBlock)}</>;
}

/** Inline Markdown (one line: emphasis, links, code) as React elements. */
export function MarkdownInline({ nodes }: { nodes: readonly Inline[] }) {
  return <>{renderInline(nodes)}</>;
}
