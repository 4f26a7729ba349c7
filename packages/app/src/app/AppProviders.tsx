import { useEffect, type ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { appTheme } from './theme';
import { StoresProvider } from '../shared/stores/StoresContext';
import type { RootStore } from '../stores/RootStore';

/** Marks the document once React has taken over the server's HTML (browser tests wait for it). */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
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
}: {
  store: RootStore;
  cache: EmotionCache;
  children: ReactNode;
}) {
  const theme = appTheme('default');
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <StoresProvider store={store}>
          {children}
          <HydrationMarker />
        </StoresProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
