import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './e2e/support/browser';

// The browser tests (e2e/): Debian Chromium (nothing downloaded) against the production build,
// served by the global setup as `npm start` serves it. `npm test` runs them after jest.
export default defineConfig({
  testDir: 'e2e',
  // Moving from jest file by file: the files converted so far.
  testMatch: ['admin.e2e.ts', 'blog.e2e.ts', 'cart.e2e.ts', 'catalog.e2e.ts', 'checkout.e2e.ts', 'contact.e2e.ts', 'content-pages.e2e.ts', 'foundation.e2e.ts', 'home.e2e.ts', 'landings.e2e.ts', 'product-page.e2e.ts', 'products.e2e.ts'],
  globalSetup: './e2e/support/global-setup.ts',
  // Two cores: one browser per core, the site's server and FerretDB sharing them.
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env['CI'],
  reporter: [['list'], ['./scripts/playwright-summary-reporter.ts']],
  outputDir: '.e2e-work/results',
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
});
