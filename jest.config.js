// Jest runs the unit tests next to the code and the API tests through HTTP against the real
// embedded database; `npm test` then runs the browser tests in e2e/ with Playwright (playwright.config.ts).
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
      roots: [
        '<rootDir>/packages',
        '<rootDir>/shell',
        '<rootDir>/mf-catalog',
        '<rootDir>/mf-cart-checkout',
        '<rootDir>/mf-blog',
        '<rootDir>/mf-admin',
      ],
      testMatch: ['**/src/**/*.test.ts?(x)'],
      transform,
      moduleNameMapper: { '\\.css$': '<rootDir>/e2e/support/style-stub.js', ...sourcePackages },
      // wouter and regexparam ship ES modules only: compile them like our own code.
      transformIgnorePatterns: ['/node_modules/(?!(wouter|regexparam)/)'],
    },
  ],
};
