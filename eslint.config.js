// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';

/**
 * App features own their code: a feature may import shared code and itself, never another feature
 * (bulletproof-react's rule). Shared code and routes may import features.
 */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    messages: {
      cross:
        'Feature "{{from}}" may not import from feature "{{to}}"; move shared code to src/shared.',
    },
  },
  create(context) {
    const filename = context.filename;
    const match = /packages\/app\/src\/features\/([^/]+)\//.exec(filename);
    if (!match) return {};
    const from = match[1];
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const target = path.resolve(path.dirname(filename), source);
        const targetMatch = /packages\/app\/src\/features\/([^/]+)(\/|$)/.exec(target);
        if (targetMatch && targetMatch[1] !== from) {
          context.report({ node, messageId: 'cross', data: { from, to: targetMatch[1] } });
        }
      },
    };
  },
};

/** Packages a layer may never import, per ARCHITECTURE.md "Dependency direction". */
const forbid = (/** @type {string[]} */ names, /** @type {string} */ why) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: names.map((name) => ({
        group: [name, `${name}/*`],
        message: why,
      })),
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'storybook-static/**',
      'data/**',
      '**/data/**',
      'coverage/**',
      'packages/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.tsx', 'packages/app/**/*.ts', 'packages/ui/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['packages/ui/**'],
    rules: forbid(
      [
        '@atlas/api',
        '@atlas/app',
        '@atlas/server',
        'mobx',
        'mobx-react-lite',
        'react-router',
        'react-router-dom',
      ],
      '@atlas/ui imports React, MUI and emotion only.',
    ),
  },
  {
    files: ['packages/api/**'],
    rules: forbid(
      [
        'react',
        'react-dom',
        '@mui/*',
        '@emotion/*',
        '@atlas/ui',
        '@atlas/app',
        '@atlas/server',
        'mobx',
      ],
      '@atlas/api imports zod only (and the platform fetch).',
    ),
  },
  {
    files: ['packages/app/src/features/**'],
    plugins: { atlas: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
    rules: { 'atlas/no-cross-feature-imports': 'error' },
  },
  {
    files: ['packages/app/**'],
    rules: forbid(
      ['@atlas/server', 'fastify', 'drizzle-orm', 'pg', '@electric-sql/*'],
      '@atlas/app imports ui and api only.',
    ),
  },
  {
    files: ['packages/server/**'],
    rules: forbid(
      ['@atlas/ui', 'react', 'react-dom', '@mui/*'],
      '@atlas/server loads the app only through its built server entry.',
    ),
  },
  {
    files: [
      'scripts/**',
      '.ci/**',
      'e2e/**',
      'bench/**',
      'packages/server/src/main.ts',
      'packages/server/src/seed/cli.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
