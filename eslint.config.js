// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';

/**
 * The app's layers (bulletproof-react's rule): shared → features → app. Shared code (shared/,
 * config/, content/, test/) imports only shared code; a feature imports shared code and itself,
 * never another feature; the app layer (app/, layouts/, routes/, stores/, the entries) composes
 * them all. Tests (and their `*.test-utils.tsx` helpers) may compose the app around what they
 * test, so they are left out.
 */
const APP_SRC = /packages\/app\/src\/(.*)$/;
const SHARED_FOLDERS = ['shared', 'config', 'content', 'test'];

/** 'shared', 'feature:<name>' or 'app' for a path inside packages/app/src, else null. */
function layerOf(/** @type {string} */ file) {
  const match = APP_SRC.exec(file.split(path.sep).join('/'));
  if (!match) return null;
  const [top, second] = match[1].split('/');
  if (top === 'features' && second) return `feature:${second}`;
  if (SHARED_FOLDERS.includes(top)) return 'shared';
  return 'app';
}

const layeredImports = {
  meta: {
    type: 'problem',
    messages: {
      crossFeature:
        'Feature "{{from}}" may not import from feature "{{to}}"; move shared code to src/shared.',
      upward:
        '{{from}} code may not import from {{to}} code (shared → features → app); pass it in, or move it down to src/shared.',
    },
  },
  create(context) {
    const filename = context.filename;
    const from = layerOf(filename);
    if (!from || from === 'app' || /\.test(-utils)?\.tsx?$/.test(filename)) return {};
    /** @param {any} node @param {unknown} source */
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = layerOf(path.resolve(path.dirname(filename), source));
      if (!to || to === 'shared' || to === from) return;
      const name = (/** @type {string} */ layer) =>
        layer.startsWith('feature:') ? `feature "${layer.slice(8)}"` : layer;
      if (from.startsWith('feature:') && to.startsWith('feature:'))
        context.report({
          node,
          messageId: 'crossFeature',
          data: { from: from.slice(8), to: to.slice(8) },
        });
      else
        context.report({
          node,
          messageId: 'upward',
          data: { from: from === 'shared' ? 'Shared' : `Feature "${from.slice(8)}"`, to: name(to) },
        });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

/**
 * The server's layers (issue 36): the shared ground (lib/, plugins/, db/) never reaches up into a
 * module, and production modules never reach into the demo data (seed/ composes modules, not the
 * other way round). Tests may compose what they test, so they are left out.
 */
const SERVER_SRC = /packages\/server\/src\/([^/]+)\//;
const SERVER_FORBIDDEN = /** @type {Record<string, string[]>} */ ({
  lib: ['modules'],
  plugins: ['modules'],
  db: ['modules'],
  modules: ['seed'],
});

/** The top folder of a path inside packages/server/src ('lib', 'modules', …), else null. */
function serverLayerOf(/** @type {string} */ file) {
  return SERVER_SRC.exec(file.split(path.sep).join('/'))?.[1] ?? null;
}

const serverLayers = {
  meta: {
    type: 'problem',
    messages: {
      forbidden:
        'Server {{from}}/ may not import from {{to}}/ (lib, plugins, db ↛ modules; modules ↛ seed); move what is shared down, or compose it from above.',
    },
  },
  create(context) {
    const filename = context.filename;
    const from = serverLayerOf(filename);
    const forbidden = from ? SERVER_FORBIDDEN[from] : undefined;
    if (!from || !forbidden || /\.test\.ts$/.test(filename)) return {};
    /** @param {any} node @param {unknown} source */
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = serverLayerOf(path.resolve(path.dirname(filename), source));
      if (to && forbidden.includes(to))
        context.report({ node, messageId: 'forbidden', data: { from, to } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
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
    files: ['packages/app/src/**'],
    plugins: { atlas: { rules: { 'layered-imports': layeredImports } } },
    rules: { 'atlas/layered-imports': 'error' },
  },
  {
    files: ['packages/app/**'],
    rules: forbid(
      ['@atlas/server', 'fastify', 'drizzle-orm', 'pg', '@electric-sql/*'],
      '@atlas/app imports ui and api only.',
    ),
  },
  {
    files: ['packages/server/src/**'],
    plugins: { 'atlas-server': { rules: { 'server-layers': serverLayers } } },
    rules: { 'atlas-server/server-layers': 'error' },
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
