import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import { HeadSync } from './HeadSync';

/** Header, page, footer. Renders its children instead of the outlet when given (error pages). */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <HeadSync />
      <SiteHeader />
      <Box component="main" id="main" sx={{ flex: 1 }}>
        {children ?? <Outlet />}
      </Box>
      <SiteFooter />
    </Box>
  );
}
