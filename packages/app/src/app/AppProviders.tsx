import { useEffect, type ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { appThemeScope } from './theme';
import { StoresProvider } from '../shared/stores/StoresContext';
import type { RootStore } from '../stores/RootStore';

/** What runs once the page has hydrated; what it answers runs when the root goes. */
export type AfterHydration = () => (() => void) | undefined;

/**
 * Marks the document once React has taken over the server's HTML (browser tests wait for it), and
 * runs `onHydrated` then: effects run after React commits the whole root.
 */
function HydrationMarker({ onHydrated }: { onHydrated?: AfterHydration | undefined }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    return onHydrated?.();
  }, [onHydrated]);
  return null;
}

/**
 * Everything a page needs around it. The server and the browser render exactly this tree (only the
 * router provider inside differs), so React's generated ids match when hydrating.
 */
export function AppProviders({
  store,
  cache,
  children,
  onHydrated,
}: {
  store: RootStore;
  cache: EmotionCache;
  children: ReactNode;
  /** Browser only: what to start once the page has hydrated. */
  onHydrated?: AfterHydration;
}) {
  const theme = appThemeScope('default');
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <StoresProvider store={store}>
          {children}
          <HydrationMarker onHydrated={onHydrated} />
        </StoresProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
