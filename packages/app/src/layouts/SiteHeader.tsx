import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, NavLink, useLocation } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { styled } from '@mui/material/styles';
import { HoverMenu } from '@atlas/ui/HoverMenu';
import { VALET_BUTTON_TEXT } from '@atlas/api/variants';
import { useStores } from '../shared/stores/StoresContext';
import { paths } from '../config/paths';
import { AtlasRouterLink } from '../shared/AtlasRouterLink';
import {
  companiesMenuAction,
  companiesMenuSections,
  servicesMenuAction,
  servicesMenuSections,
} from '../shared/shell/menus';
import { useShellText } from '../shared/shell/text';
import { useShellRoute } from '../shared/shell/route';
import { topCompaniesServiceCity, type HeaderVariant } from '../shared/shell/visibility';
import { UserMenu } from './UserMenu';
import { NotificationsMenu } from './header/NotificationsMenu';
import { MobileDrawer } from './header/MobileDrawer';
import { headerNavigation, type HeaderEntry } from './header/navigation';
import { handleMenuArrows, menuBinding } from './header/menuState';
import { deferredPart } from './header/deferredPart';
import { HeaderSearch } from '../shared/search/HeaderSearch';
import { StaticFragment } from '../shared/ssr/StaticFragment';
import { sessionStorageOrNull } from '../features/valet/stores/storage';

/** SPEC §9: the megamenu open flag (the site mask) follows the menu 50 ms later. */
export const MEGAMENU_FLAG_DELAY_MS = 50;
/** SPEC §9: the pointer rests this long on a menu before it opens. */
export const NAV_HOVER_DELAY_MS = 250;

export interface SiteHeaderProps {
  /**
   * `full`: every menu. `slim`: Awards, Companies, Services, Contact Us, Log In.
   * `awards-only`: the logo and 'Back to Homepage'.
   * @default 'full'
   */
  variant?: HeaderVariant;
  /** Shown at the end of the bar, e.g. the awards voting countdown. */
  extra?: ReactNode;
}

const navButtonSx = { color: 'text.primary', fontWeight: 600, whiteSpace: 'nowrap' } as const;
const companiesMenuSx = { width: { md: 860, lg: 1040 }, maxWidth: '100%' } as const;
const servicesMenuSx = { width: { md: 720, lg: 820 }, maxWidth: '100%' } as const;

// Issue 14: the mega-menus are in every page's HTML (their links are for crawlers and closed
// until someone opens them), but their code (MUI's Tabs among it) is not in the shell: it comes
// when the pointer or focus first reaches one of their buttons, and the HTML hydrates then.
const megaMenu = deferredPart(async () => (await import('@atlas/ui/MegaMenu')).MegaMenu);

// The TOP 10 widget is only drawn while its menu is open: its code comes on the way there.
const loadTop10Widget = () => import('./header/Top10Widget');
const Top10Widget = lazy(async () => ({ default: (await loadTop10Widget()).Top10Widget }));

/** The TOP 10 entry's 'New' mark: a small secondary chip, drawn without MUI's Chip. */
const NewMark = styled('span', { name: 'AtlasSiteHeader', slot: 'newMark' })(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  height: 20,
  marginInlineStart: theme.spacing(0.75),
  paddingInline: 8,
  borderRadius: theme.atlas.radius.sm,
  backgroundColor: theme.palette.secondary.main,
  color: theme.palette.secondary.contrastText,
  fontSize: theme.typography.pxToRem(13),
  fontWeight: 600,
  lineHeight: 1.5,
  whiteSpace: 'nowrap',
}));

/** Keeps menus and their state in step with navigation: every menu closes on a route change. */
function useCloseMenusOnNavigation() {
  const { ui } = useStores();
  const { pathname } = useLocation();
  useEffect(() => {
    ui.setOpenMenu(null);
  }, [pathname, ui]);
  const open = ui.openMenu;
  useEffect(() => {
    if (open === null) return undefined;
    const timer = setTimeout(() => ui.setMenuFlag(true), MEGAMENU_FLAG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, ui]);
}

const MenuPanel = ({ children }: { children: ReactNode }) => (
  <Box onKeyDown={handleMenuArrows} sx={{ maxWidth: 'calc(100vw - 32px)' }}>
    {children}
  </Box>
);

/** The site header (SPEC §2 "Header"): logo, main navigation and the user box. */
export const SiteHeader = observer(function SiteHeader({
  variant = 'full',
  extra,
}: SiteHeaderProps) {
  const { config, user, ui, navigation, variants, valet } = useStores();
  useCloseMenusOnNavigation();
  const route = useShellRoute();
  const text = useShellText();
  // Memoised: the deferred mega-menus must get the same props until they have hydrated.
  const companies = useMemo(
    () => companiesMenuSections(navigation.navigation, text),
    [navigation.navigation, text],
  );
  const services = useMemo(
    () => servicesMenuSections(navigation.navigation),
    [navigation.navigation],
  );
  const companiesAction = useMemo(() => companiesMenuAction(text), [text]);
  const servicesAction = useMemo(() => servicesMenuAction(text), [text]);
  // Everything each mega-menu's HTML depends on: the server keeps that HTML by this key.
  const companiesKey = () =>
    JSON.stringify(['companies', text.companies, companies, companiesAction]);
  const servicesKey = () => JSON.stringify(['services', text.services, services, servicesAction]);
  const valetText = text.submitProject ?? VALET_BUTTON_TEXT[variants.valetButtonStyle];
  const closeTop10 = useCallback(() => ui.closeMenu('top10'), [ui]);
  // SPEC §7: a click on the valet link (bar or drawer) leaves its referrer meta for the wizard's
  // valet_page_access_2, in the store and in the tab's session storage.
  const rememberValetClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link?.getAttribute('href') !== paths.projectSubmission()) return;
    valet.rememberReferrer(
      {
        page: route.pathname,
        source: 'header',
        link_title: valetText,
        contact_details_mode: variants.contactDetailsMode,
      },
      // Without storage (refused), the store still has it for this page's life.
      sessionStorageOrNull(),
    );
  };

  // 'TOP 10 Listings': on an allowed country page or on a top-companies service-city page.
  const serviceCity = topCompaniesServiceCity(route.pathname);
  const place = route.place;
  const promoCountry =
    place?.country &&
    !place.city &&
    !place.service &&
    config.allowedForPromo.includes(place.country.slug)
      ? place.country
      : null;
  const showTop10 = variant === 'full' && (promoCountry !== null || serviceCity !== null);

  const companiesMenu = (
    <HoverMenu
      key="companies"
      label={text.companies}
      keepMounted
      openDelay={NAV_HOVER_DELAY_MS}
      onPrepare={megaMenu.load}
      {...menuBinding(ui, 'companies')}
    >
      <MenuPanel>
        <StaticFragment fragmentKey={companiesKey}>
          <megaMenu.Part
            id="companies-menu"
            label={text.companies}
            sections={companies}
            action={companiesAction}
            LinkComponent={AtlasRouterLink}
            sx={companiesMenuSx}
          />
        </StaticFragment>
      </MenuPanel>
    </HoverMenu>
  );
  const servicesMenu = (
    <HoverMenu
      key="services"
      label={text.services}
      keepMounted
      openDelay={NAV_HOVER_DELAY_MS}
      onPrepare={megaMenu.load}
      {...menuBinding(ui, 'services')}
    >
      <MenuPanel>
        <StaticFragment fragmentKey={servicesKey}>
          <megaMenu.Part
            id="services-menu"
            label={text.services}
            variant="tabs"
            sections={services}
            action={servicesAction}
            LinkComponent={AtlasRouterLink}
            sx={servicesMenuSx}
          />
        </StaticFragment>
      </MenuPanel>
    </HoverMenu>
  );

  const entries = headerNavigation(variant === 'slim' ? 'slim' : 'full', {
    loggedIn: user.isLoggedIn,
    valetText,
    text,
  });
  const links = entries.filter((entry) => entry.kind === 'link');
  const barEntry = (entry: HeaderEntry): ReactNode => {
    if (entry.kind === 'menu') return entry.menu === 'companies' ? companiesMenu : servicesMenu;
    if (entry.kind === 'top10')
      return showTop10 ? (
        <HoverMenu
          key="top10"
          label={
            <>
              {text.top10}
              <NewMark>{text.newBadge}</NewMark>
            </>
          }
          openDelay={NAV_HOVER_DELAY_MS}
          onPrepare={() => void loadTop10Widget()}
          {...menuBinding(ui, 'top10')}
        >
          <MenuPanel>
            <Suspense fallback={null}>
              <Top10Widget
                countryId={promoCountry?.id}
                serviceSlug={serviceCity?.service}
                citySlug={serviceCity?.city}
                onFail={closeTop10}
              />
            </Suspense>
          </MenuPanel>
        </HoverMenu>
      ) : null;
    if (entry.bar === 'nav')
      return (
        <Button key={entry.href} component={NavLink} to={entry.href} sx={navButtonSx}>
          {entry.label}
        </Button>
      );
    if (entry.bar === 'nav-action')
      return (
        <Button
          key={entry.href}
          component={RouterLink}
          to={entry.href}
          variant="outlined"
          sx={{ whiteSpace: 'nowrap', ml: 0.5 }}
        >
          {entry.label}
        </Button>
      );
    return null;
  };
  // The account area: its plain links, then its primary button.
  const accountLinks = [
    ...links.filter((link) => link.bar === 'account'),
    ...links.filter((link) => link.bar === 'account-primary'),
  ];

  return (
    <AppBar
      position="relative"
      color="default"
      elevation={0}
      onClickCapture={rememberValetClick}
      // Above the menu mask, which dims everything else.
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        zIndex: 'appBar',
      }}
    >
      <Container maxWidth="xl">
        <Toolbar
          disableGutters
          // On a 375 px phone a signed-in header holds the brand and four buttons: tight gaps.
          sx={{
            gap: { xs: 0.5, sm: 1, xl: 1.5 },
            flexWrap: variant === 'awards-only' ? 'wrap' : 'nowrap',
          }}
        >
          <Link
            component={RouterLink}
            to={paths.home()}
            underline="none"
            sx={{
              fontWeight: 800,
              fontSize: { xs: '1.125rem', sm: '1.25rem' },
              color: 'primary.main',
              mr: { xs: 0, sm: 1 },
              whiteSpace: 'nowrap',
            }}
          >
            {config.brandName}
          </Link>
          {variant === 'awards-only' ? (
            <Box
              sx={{
                flex: 1,
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                columnGap: 2,
                py: 1,
              }}
            >
              <Button component={RouterLink} to={paths.home()} sx={navButtonSx}>
                {text.backToHomepage}
              </Button>
              <Box sx={{ flex: 1 }} />
              {extra ? (
                <Box
                  sx={{
                    display: 'flex',
                    justifyContent: 'center',
                    width: { xs: '100%', sm: 'auto' },
                  }}
                >
                  {extra}
                </Box>
              ) : null}
            </Box>
          ) : (
            <>
              <Box
                component="nav"
                aria-label={text.mainNavigation}
                sx={{
                  display: { xs: 'none', md: 'flex' },
                  alignItems: 'center',
                  gap: 0.5,
                  flex: 1,
                }}
              >
                {entries.map(barEntry)}
              </Box>
              <Box sx={{ flex: { xs: 1, md: 0 } }} />
              <HeaderSearch />
              {user.isLoggedIn ? (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  <NotificationsMenu />
                  <UserMenu />
                </Box>
              ) : (
                <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1 }}>
                  {accountLinks.map((link) => {
                    const primary = link.bar === 'account-primary';
                    return (
                      <Button
                        key={link.href}
                        component={RouterLink}
                        to={link.href}
                        variant={primary ? 'contained' : undefined}
                        sx={primary ? { whiteSpace: 'nowrap' } : navButtonSx}
                      >
                        {link.label}
                      </Button>
                    );
                  })}
                </Box>
              )}
              <MobileDrawer companies={companies} services={services} entries={entries} />
            </>
          )}
        </Toolbar>
      </Container>
    </AppBar>
  );
});
