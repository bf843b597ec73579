// One `npm test` runs all three layers: unit tests next to the code, API tests
// through HTTP against the real embedded database, and browser tests in e2e/.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const transform = { '^.+\\.[cm]?[jt]sx?$': swc };
// Shared packages that Node loads compiled (their `require` export) are tested from source.
const sourcePackages = {
  '^@ogulf/site-files$': '<rootDir>/packages/site-files/src/index.ts',
  '^@ogulf/contracts$': '<rootDir>/packages/contracts/src/index.ts',
  '^@ogulf/contracts/(.*)$': '<rootDir>/packages/contracts/src/$1.ts',
};

/** @type {import('jest').Config} */
module.exports = {
  testTimeout: 30_000,
  reporters: ['default', '<rootDir>/scripts/jest-summary-reporter.js'],
  projects: [
    {
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api'],
      testMatch: ['**/*.test.ts'],
      transform,
      moduleNameMapper: sourcePackages,
      globalSetup: '<rootDir>/api/test/global-setup.ts',
      globalTeardown: '<rootDir>/api/test/global-teardown.ts',
    },
    {
      displayName: 'web',
      testEnvironment: 'node',
      roots: ['<rootDir>/packages', '<rootDir>/shell', '<rootDir>/mf-catalog', '<rootDir>/mf-cart-checkout', '<rootDir>/mf-blog', '<rootDir>/mf-admin'],
      testMatch: ['**/src/**/*.test.ts?(x)'],
      transform,
      moduleNameMapper: { '\\.css$': '<rootDir>/e2e/support/style-stub.js', ...sourcePackages },
      // wouter and regexparam ship ES modules only: compile them like our own code.
      transformIgnorePatterns: ['/node_modules/(?!(wouter|regexparam)/)'],
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/*.e2e.ts'],
      // Moving to @playwright/test file by file (playwright.config.ts runs these).
      testPathIgnorePatterns: ['/node_modules/', '/e2e/(admin|blog|cart|catalog|checkout|contact|content-pages|foundation|home|landings|product-page|products)\\.e2e\\.ts$'],
      transform,
      globalSetup: '<rootDir>/e2e/support/global-setup.ts',
      globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
    },
  ],
};
