import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: {
    // Nothing may call out: no telemetry, no "what's new" feed.
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  typescript: {
    // The TypeScript-based docgen follows imported types (e.g. CompanyCardAction) into the props
    // tables and reads the JSDoc written on every prop.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: 'packages/ui/tsconfig.json',
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // Our own props only; inherited HTML attributes would bury them.
      propFilter: (prop) => !prop.parent || !prop.parent.fileName.includes('node_modules'),
      include: ['packages/ui/src/**/*.tsx'],
    },
  },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    build: {
      ...viteConfig.build,
      // One preview bundle holds MUI and every story; that is expected for a catalogue.
      chunkSizeWarningLimit: 2000,
      rolldownOptions: {
        ...viteConfig.build?.rolldownOptions,
        onwarn(warning, defaultHandler) {
          // MUI marks its modules 'use client' for React Server Components; a client bundle
          // rightly drops the directive, and the warning for each module drowns the log.
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          defaultHandler(warning);
        },
      },
    },
  }),
};

export default config;
