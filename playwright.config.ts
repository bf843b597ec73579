import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './scripts/chromium.mjs';

// The browser tests (e2e/): Debian Chromium (nothing downloaded) against the production build,
// served by the global setup as `npm start` serves it. `npm test` runs them after jest.
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './e2e/support/global-setup.ts',
  // Two cores: one browser per core, the site's server and FerretDB sharing them.
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env['CI'],
  reporter: [['list'], ['./scripts/playwright-summary-reporter.ts']],
  // Traces and failure context, outside the repository and apart for each run (a run empties its folder first).
  outputDir: path.join(os.tmpdir(), `ogulf-e2e-results-${(process.env['E2E_RUN'] ??= String(process.pid))}`),
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    // Off: recording costs time on two cores, and its snapshots wait on a page that is busy on
    // purpose (platform's first-input test). `npx playwright test --trace on` to look into a failure.
    trace: 'off',
  },
});
