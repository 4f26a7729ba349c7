import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export interface PageShellProps {
  /** The page's one h1. */
  heading: string;
  /** A sentence under the heading. */
  lead?: string | undefined;
  /** Narrow pages are easier to read; index pages use the full width. */
  width?: 'md' | 'lg';
  children: ReactNode;
}

/** The frame of static and get-listed pages: a banded header with the h1, then the content. */
export function PageShell({ heading, lead, width = 'md', children }: PageShellProps) {
  return (
    <>
      <Box
        component="header"
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          py: { xs: 5, md: 8 },
        }}
      >
        <Container maxWidth={width}>
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, fontWeight: 800, lineHeight: 1.15 }}
          >
            {heading}
          </Typography>
          {lead ? (
            <Typography sx={{ mt: 2, fontSize: { xs: '1.05rem', md: '1.2rem' }, maxWidth: 720 }}>
              {lead}
            </Typography>
          ) : null}
        </Container>
      </Box>
      <Container maxWidth={width} sx={{ py: { xs: 4, md: 6 }, overflowWrap: 'anywhere' }}>
        {children}
      </Container>
    </>
  );
}
