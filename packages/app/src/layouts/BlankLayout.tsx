import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { HeadSync } from './HeadSync';
import { SkipLink } from './SkipLink';
import { PageHost } from './PageHost';
import { AlertArea } from './ShellOverlays';

/** The blank layout (SPEC §2): just the page (and its alerts). */
export function BlankLayout({ children }: { children?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <HeadSync />
      <SkipLink />
      <Box component="main" id="main" sx={{ flex: 1 }}>
        <PageHost>{children}</PageHost>
      </Box>
      <AlertArea />
    </Box>
  );
}
