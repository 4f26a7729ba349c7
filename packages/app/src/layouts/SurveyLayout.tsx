import type { ReactNode } from 'react';
import { useMatches } from 'react-router-dom';
import Box from '@mui/material/Box';
import { HeadSync } from './HeadSync';
import { SkipLink } from './SkipLink';
import { PageHost } from './PageHost';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import { AlertArea, MenuMask } from './ShellOverlays';

function hidesNavigation(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'hideNavigation' in handle
    ? handle.hideNavigation === true
    : false;
}

/**
 * The survey layout (SPEC §2): the slim header, the page and the footer. A survey whose route asks
 * for it (it-business-outsourcing-survey-2021) gets the header without the main navigation.
 */
export function SurveyLayout({ children }: { children?: ReactNode }) {
  const matches = useMatches();
  const bare = matches.some((match) => hidesNavigation(match.handle));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <HeadSync />
      <SkipLink />
      <SiteHeader variant={bare ? 'awards-only' : 'slim'} />
      <MenuMask />
      <Box component="main" id="main" sx={{ flex: 1 }}>
        <PageHost>{children}</PageHost>
      </Box>
      <SiteFooter cta="valet" minimalCta />
      <AlertArea />
    </Box>
  );
}
