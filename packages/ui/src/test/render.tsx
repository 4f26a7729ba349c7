import type * as React from 'react';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createAtlasTheme } from '../theme/createAtlasTheme';
import type { AtlasThemeOptions } from '../theme/createAtlasTheme';

/**
 * Renders inside the Atlas theme, as an app (and Storybook's preview) does. The theme is a
 * wrapper, so `rerender` keeps it and the component keeps its state.
 */
export function renderWithTheme(
  ui: React.ReactElement,
  options: AtlasThemeOptions = {},
): RenderResult {
  const theme = createAtlasTheme(options);
  function Wrapper({ children }: { children: React.ReactNode }) {
    return (
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    );
  }
  return render(ui, { wrapper: Wrapper });
}
