import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The frame of every account page: a centred card with the page's one heading. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 } }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: intro ? 1 : 3 }}>
          {title}
        </Typography>
        {intro ? (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {intro}
          </Typography>
        ) : null}
        <Box>{children}</Box>
      </Paper>
    </Container>
  );
}

/** The line under an account form: a short question and the link that answers it. */
export function AuthFooterLink({
  lead,
  to,
  children,
}: {
  lead?: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <Typography sx={{ mt: 3 }}>
      {lead ? `${lead} ` : null}
      <Link component={RouterLink} to={to}>
        {children}
      </Link>
    </Typography>
  );
}
