import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** What an embeddable badge's address is, when the app itself shows it. */
export function EmbeddedInfoPage({ title }: { title: string }) {
  return (
    <Box sx={{ p: 3, maxWidth: 560 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 1 }}>
        This address serves a company’s badge to its own website: add{' '}
        <code>?company=your-company-slug</code>, or copy the ready-made embed code from your
        dashboard.
      </Typography>
      <Link href="/dashboard/awards/badges">Your badges</Link>
    </Box>
  );
}
