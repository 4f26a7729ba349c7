import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export interface OnboardingShellProps {
  /** The page's one h1. */
  heading: string;
  lead?: string | undefined;
  children: ReactNode;
}

/** The frame of the get-listed pages: a banded header with the h1, then the content. */
export function OnboardingShell({ heading, lead, children }: OnboardingShellProps) {
  return (
    <>
      <Box
        component="header"
        sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 4, md: 7 } }}
      >
        <Container maxWidth="md">
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: '1.9rem', md: '2.6rem' }, fontWeight: 800, lineHeight: 1.15 }}
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
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 }, overflowWrap: 'anywhere' }}>
        {children}
      </Container>
    </>
  );
}
