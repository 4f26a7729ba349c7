import type * as React from 'react';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createAtlasTheme } from '../theme/createAtlasTheme';
import type { AtlasThemeOptions } from '../theme/createAtlasTheme';

/** Renders inside the Atlas theme, as an app (and Storybook's preview) does. */
export function renderWithTheme(
  ui: React.ReactElement,
  options: AtlasThemeOptions = {},
): RenderResult {
  return render(
    <ThemeProvider theme={createAtlasTheme(options)}>
      <CssBaseline />
      {ui}
    </ThemeProvider>,
  );
}
