import { useMemo, type ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createAtlasTheme } from '@atlas/ui/theme';
import { StoresProvider } from '../stores/StoresContext';
import type { RootStore } from '../stores/RootStore';

/** Everything a page needs around it, the same on the server and in the browser. */
export function AppProviders({
  store,
  cache,
  children,
}: {
  store: RootStore;
  cache: EmotionCache;
  children: ReactNode;
}) {
  const theme = useMemo(() => createAtlasTheme({ variant: 'default' }), []);
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <StoresProvider store={store}>{children}</StoresProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
