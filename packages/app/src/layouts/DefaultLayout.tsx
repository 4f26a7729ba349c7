import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores } from '../shared/stores/StoresContext';
import Box from '@mui/material/Box';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import { HeadSync } from './HeadSync';
import { SkipLink } from './SkipLink';
import { AwardsBannerBar } from './AwardsBannerBar';
import { AlertArea, InclusionBadge, MenuMask, OnlineStatus } from './ShellOverlays';
import { PageHost } from './PageHost';
import { WebVitalsReporter } from '../shared/vitals/WebVitalsReporter';
import { useShellRoute } from '../shared/shell/route';
import {
  ctaBannerFor,
  isFooterVisible,
  isHeaderVisible,
  isTop10BadgeHiddenOn,
} from '../shared/shell/visibility';

/**
 * The default layout (SPEC §2): awards banner, header, the page, footer, the company-inclusion
 * badge, alerts, the offline notice and the menu mask. Renders its children instead of the
 * routed page when given (error pages).
 */
export const DefaultLayout = observer(function DefaultLayout({
  children,
}: {
  children?: ReactNode;
}) {
  const route = useShellRoute();
  const { ui } = useStores();
  // The companies page type follows the listing shown, and is cleared on leaving listings.
  const country = route.place?.country?.slug ?? null;
  const city = route.place?.city?.slug ?? null;
  useEffect(() => {
    ui.setCompaniesPageType(country || city ? { country, city } : null);
  }, [ui, country, city]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <HeadSync />
      <SkipLink />
      <AwardsBannerBar />
      {isHeaderVisible(route) ? <SiteHeader /> : null}
      <MenuMask />
      <Box component="main" id="main" sx={{ flex: 1 }}>
        <PageHost>{children}</PageHost>
      </Box>
      {isFooterVisible(route) ? <SiteFooter cta={ctaBannerFor(route)} /> : null}
      <InclusionBadge hidden={isTop10BadgeHiddenOn(route)} />
      <AlertArea />
      <OnlineStatus />
      <WebVitalsReporter />
    </Box>
  );
});
