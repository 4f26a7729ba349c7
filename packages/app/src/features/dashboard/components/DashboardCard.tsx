import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A titled section of a dashboard page (its title an h2, the section named by it). */
export function DashboardCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={title}
      sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}
    >
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The page's heading and its one-line purpose, as every dashboard page starts. */
export function DashboardHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, fontWeight: 800 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {intro}
      </Typography>
    </>
  );
}

export interface DashboardTile {
  title: string;
  text: string;
  /** Where its one link leads, and the link's words. */
  to: string;
  action: string;
}

/** A grid of cards, each a short state and a link to the page that changes it. */
export function DashboardTiles({ tiles }: { tiles: readonly DashboardTile[] }) {
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
        },
        listStyle: 'none',
        p: 0,
        m: 0,
      }}
    >
      {tiles.map((tile) => (
        <Box component="li" key={tile.title} sx={{ minWidth: 0, display: 'grid' }}>
          <DashboardCard title={tile.title}>
            <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>{tile.text}</Typography>
            <Link component={RouterLink} to={tile.to}>
              {tile.action}
            </Link>
          </DashboardCard>
        </Box>
      ))}
    </Box>
  );
}

/** The company's two ways out of the dashboard: its public profile, and the editor. */
export function ProfileButtons({
  profileHref,
  editHref,
}: {
  profileHref: string;
  editHref: string;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Button component={RouterLink} to={profileHref} variant="outlined" sx={{ minHeight: 44 }}>
        Public profile
      </Button>
      <Button component={RouterLink} to={editHref} variant="contained" sx={{ minHeight: 44 }}>
        Edit the profile
      </Button>
    </Box>
  );
}
