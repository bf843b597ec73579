// The browser tests' `test`: Playwright's, with the running site, a typed API client and a
// signed-in admin. Every test file imports `test` and `expect` from here.
import { test as base, expect, type Page } from '@playwright/test';
import { shopperAddress } from './addresses';
import { createApi, type Api } from './api';
import { E2E_ADMIN_PASSWORD } from './server';

export { expect };
export type { Page };

export const SESSION_COOKIE = 'ogulf_admin';

/** The site the global setup started (its address reaches the workers through the environment). */
export function siteUrl(): string {
  const url = process.env['E2E_BASE_URL'];
  if (!url)
    throw new Error(
      'E2E_BASE_URL is not set: run the browser tests with `npx playwright test` (its global setup starts the site)',
    );
  return url;
}

interface TestFixtures {
  /** The API of the site under test, from an address of its own. */
  api: Api;
  /** The API as the signed-in admin (the worker's session cookie on every request). */
  adminApi: Api;
  /**
   * Puts the admin's session cookie in this test's browser and the spec's sign-in flags in its
   * storage (plus `extraStorage`), as after signing in; the page is left on /adm/ogulf.
   */
  signIn(extraStorage?: Record<string, string>): Promise<void>;
}

interface WorkerFixtures {
  /** One admin session per worker: sign-ins are throttled, and most admin tests are not about signing in. */
  adminSession: string;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  baseURL: async ({}, use) => {
    await use(siteUrl());
  },
  // Each browser context is its own shopper for the per-client limits (see addresses.ts).
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': shopperAddress() });
  },
  api: async ({}, use) => {
    await use(createApi(siteUrl()));
  },
  adminSession: [
    async ({}, use) => {
      const reply = await fetch(`${siteUrl()}/api/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': shopperAddress() },
        body: JSON.stringify({ username: 'admin', password: E2E_ADMIN_PASSWORD }),
      });
      if (!reply.ok) throw new Error(`admin login -> ${reply.status} ${await reply.text()}`);
      const cookie = reply.headers.getSetCookie().find((header) => header.startsWith(`${SESSION_COOKIE}=`));
      if (!cookie) throw new Error('the login set no session cookie');
      await use(cookie.split(';')[0]!.slice(SESSION_COOKIE.length + 1));
    },
    { scope: 'worker' },
  ],
  adminApi: async ({ api, adminSession }, use) => {
    await use(api.with({ Cookie: `${SESSION_COOKIE}=${adminSession}` }));
  },
  signIn: async ({ context, page, adminSession }, use) => {
    await use(async (extraStorage = {}) => {
      await context.addCookies([{ name: SESSION_COOKIE, value: adminSession, url: siteUrl() }]);
      await page.goto('/adm/ogulf');
      await page.evaluate(
        (items) => {
          for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
        },
        { adminLoggedIn: 'true', adminLoginTime: String(Date.now()), adminUser: 'admin', ...extraStorage },
      );
    });
  },
});
