import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Decorator, Preview } from '@storybook/react-vite';
// The package's `@atlas/ui/theme` entry, by path: the repository root does not depend on @atlas/ui.
import { createAtlasTheme } from '../packages/ui/src/theme';
import type { AtlasThemeVariant } from '../packages/ui/src/theme';

const themes: Record<AtlasThemeVariant, ReturnType<typeof createAtlasTheme>> = {
  default: createAtlasTheme({ variant: 'default' }),
  awards: createAtlasTheme({ variant: 'awards' }),
};

function isThemeVariant(value: unknown): value is AtlasThemeVariant {
  return value === 'default' || value === 'awards';
}

/** Every story renders inside the Atlas theme picked in the toolbar, on that theme's background. */
const withAtlasTheme: Decorator = (Story, context) => {
  const variant = isThemeVariant(context.globals.theme) ? context.globals.theme : 'default';
  return (
    <ThemeProvider theme={themes[variant]}>
      <CssBaseline />
      <Box
        sx={{
          bgcolor: 'background.default',
          color: 'text.primary',
          p: 3,
          // In the docs page each story sits in its own frame; on the canvas the story fills it.
          minHeight: context.viewMode === 'docs' ? undefined : '100vh',
        }}
      >
        <Story />
      </Box>
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withAtlasTheme],
  globalTypes: {
    theme: {
      description: 'Atlas theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'default', title: 'Default (light)' },
          { value: 'awards', title: 'Awards (dark)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'default' },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true, sort: 'requiredFirst' },
  },
};

export default preview;
