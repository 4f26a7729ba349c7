import { useEffect, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { appThemeScope } from '../app/theme';
import { Countdown } from '@atlas/ui/Countdown';
import { ShareButtons } from '@atlas/ui/ShareButtons';
import { useStores } from '../shared/stores/StoresContext';
import { HeadSync } from './HeadSync';
import { SkipLink } from './SkipLink';
import { PageHost } from './PageHost';
import { SiteHeader } from './SiteHeader';
import { AlertArea } from './ShellOverlays';
import { votingCountdownEnd } from '../shared/shell/awards';

/** The address the share buttons send: the canonical URL plus the lowercased path (SPEC §2). */
export function shareUrl(canonicalUrl: string, pathname: string): string {
  return `${canonicalUrl}${pathname.toLowerCase()}`;
}

/** The awards footer: share buttons and the copyright line. */
const AwardsFooter = observer(function AwardsFooter() {
  const { config } = useStores();
  const { pathname } = useLocation();
  const title = typeof document === 'undefined' ? config.brandName : document.title;
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 4, mt: 6 }}>
      <Container
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          justifyContent: 'space-between',
          alignItems: 'center',
        }}
      >
        <ShareButtons
          url={shareUrl(config.canonicalUrl, pathname)}
          title={title}
          label="Share the awards"
        />
        <Typography variant="body2" color="text.secondary">
          © {new Date().getFullYear()} {config.brandName} Awards. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
});

/**
 * The awards-special layout (SPEC §2): dark, the header with 'Back to Homepage' and, during the 2025
 * voting phase, the voting countdown; the awards footer with share buttons.
 */
/**
 * The voting countdown in the header. The clock differs between the server and the browser, so it
 * appears once hydrated; its own state, so that showing it re-renders nothing else (an update
 * above the page while it hydrates would make React finish hydrating it in one long task).
 */
function HeaderCountdown({ end }: { end: string }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? <Countdown end={end} size="small" /> : null;
}

export const AwardsLayout = observer(function AwardsLayout({ children }: { children?: ReactNode }) {
  const { config } = useStores();
  const theme = appThemeScope('awards');
  const end = votingCountdownEnd(config);
  return (
    <ThemeProvider theme={theme}>
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          minHeight: '100vh',
          bgcolor: 'background.default',
          color: 'text.primary',
        }}
      >
        <HeadSync />
        <SkipLink />
        <SiteHeader variant="awards-only" extra={end ? <HeaderCountdown end={end} /> : null} />
        <Box component="main" id="main" sx={{ flex: 1 }}>
          <PageHost>{children}</PageHost>
        </Box>
        <AwardsFooter />
        <AlertArea />
      </Box>
    </ThemeProvider>
  );
});
