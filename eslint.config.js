// One lint for the whole monorepo. Besides the usual JavaScript and TypeScript checks it holds the
// architecture that ARCHITECTURE.md describes, so a wrong import fails `npm run lint` instead of
// relying on habit:
// - a remote (mf-*) never imports another remote, the shell or the API: remotes meet only through
//   federation exposes, shared singletons, the API and documented browser events;
// - packages/* never import an app (shell, mf-*, api, e2e);
// - the API never imports front-end code (web-kit, rspack-config, an app);
// - inside an app, the shared layer (src/shared, the catalogue's src/data, src/i18n) never imports
//   its features, and features never import the app's pages;
// - no import cycles;
// - every workspace declares in its package.json what it imports.
// typescript-eslint runs without type information: the type-aware rules took the whole tree from
// about 50 s to over 3 minutes on the 2-core machine, and `tsc` in every workspace
// (`npm run typecheck`) already checks the types.
const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const importX = require('eslint-plugin-import-x');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const { createTypeScriptImportResolver } = require('eslint-import-resolver-typescript');

const remotes = ['mf-catalog', 'mf-cart-checkout', 'mf-blog', 'mf-admin'];
const apps = ['shell', ...remotes];
const frontEnds = [...apps, 'packages/web-kit'];

/** Layers inside one front end: `from` may not be imported by files under `target`. */
function appLayers(app) {
  const shared = [`${app}/src/shared`, `${app}/src/data`, `${app}/src/i18n`];
  return [
    ...shared.map((target) => ({
      target,
      from: `${app}/src/features`,
      message: 'The shared layer never imports a feature: move what both need into the shared layer.',
    })),
    ...[...shared, `${app}/src/features`].map((target) => ({
      target,
      from: `${app}/src/pages`,
      message: "Pages are the app's top layer: nothing below them imports a page.",
    })),
  ];
}

/** Where tests, scripts and build configuration live: only they may use development dependencies. */
const devFiles = [
  '**/*.test.{ts,tsx}',
  '**/test/**',
  'e2e/**',
  '**/scripts/**',
  '*.config.js',
  '**/rspack.config.mjs',
  'packages/rspack-config/**',
  '**/src/standalone.tsx',
];

/** Each workspace may import what its own package.json declares, plus the root's shared dev tools in devFiles. */
const packages = fs.readdirSync(path.join(__dirname, 'packages')).map((name) => `packages/${name}`);
const workspaces = [...packages, ...apps, 'api', 'e2e'];
const declaredDependencies = [
  ...workspaces.map((dir) => ({
    files: [`${dir}/**`],
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { packageDir: [`${__dirname}/${dir}`, __dirname], devDependencies: devFiles, peerDependencies: true },
      ],
    },
  })),
  {
    files: ['*.js', 'scripts/**'],
    rules: {
      'import-x/no-extraneous-dependencies': ['error', { packageDir: [__dirname], devDependencies: true }],
    },
  },
];

/** Boundaries between workspaces. */
const workspaceZones = [
  ...remotes.map((remote) => ({
    target: remote,
    from: ['shell', 'api', 'e2e', ...remotes.filter((other) => other !== remote)],
    message: 'A remote meets the others only through federation exposes, shared singletons and the API.',
  })),
  {
    target: 'shell',
    from: [...remotes, 'api', 'e2e'],
    message: 'The shell loads remotes through federation, never their source.',
  },
  {
    target: 'packages',
    from: [...apps, 'api', 'e2e'],
    message: 'Shared packages never import an app.',
  },
  {
    target: 'api',
    from: [...apps, 'packages/web-kit', 'packages/rspack-config', 'e2e'],
    message: 'The API never imports front-end code.',
  },
];
/** Layers inside each front end. A test may look across them (an i18n test checks every feature's labels). */
const layerZones = apps.flatMap(appLayers);

module.exports = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.build/**',
      '**/.data/**',
      '**/coverage/**',
      '**/@mf-types/**',
      'e2e/artifacts/**',
      'bench-results/**',
      '.e2e-work/**',
      '**/screenshots/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', '*/tsconfig.json', 'packages/*/tsconfig.json'],
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: __dirname, zones: [...workspaceZones, ...layerZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  ...declaredDependencies,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mts'],
    rules: {
      // TypeScript reports these better (and knows about types and overloads).
      'no-undef': 'off',
      'no-redeclare': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // `typeof import('…')` stays allowed: tests load some modules lazily, after setting the environment.
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    files: frontEnds.map((dir) => `${dir}/src/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: apps.map((app) => `${app}/**`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              message:
                'Read through web-kit (apiQuery, useApiQuery, fetchApi): TanStack Query is bundled into the web-kit singleton, and an app importing it would ship a second copy with a second cache.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'api/**', 'e2e/**', 'scripts/**', '**/*.test.{ts,tsx}', '**/rspack.config.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Browser tests and scripts hand callbacks to page.evaluate, which run in the page.
    files: ['e2e/**', 'scripts/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Playwright reads a fixture's first parameter as a pattern: `async ({}, use) =>` is how a fixture
    // says it depends on no other fixture.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: [
      '**/*.cjs',
      'jest.config.js',
      'eslint.config.js',
      'scripts/jest-summary-reporter.js',
      'packages/rspack-config/refresh-renderers.js',
    ],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'api/test/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: __dirname, zones: workspaceZones }] },
  },
);
