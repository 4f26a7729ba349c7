import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One section of the profile: an anchor target with its h2. */
export function ProfileSectionBlock({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      tabIndex={-1}
      sx={{ scrollMarginTop: 72, py: 3, borderBottom: 1, borderColor: 'divider', outline: 'none' }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.5rem', fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
