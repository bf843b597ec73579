import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { shopperAddress } from './addresses';

export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'];

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the e2e project through jest (global setup starts the site)');
  return url;
}

export interface Browser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** Debian Chromium, headless, in a fresh profile folder; closes cleanly. */
export async function openBrowser(options: { width?: number; height?: number } = {}): Promise<Browser> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'ogulf-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    extraHTTPHeaders: { 'X-Forwarded-For': shopperAddress() },
    args: CHROMIUM_ARGS,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Gives each test of the file its own fresh Chromium: `set` receives it before the test, and it
 * is closed after. `let page: Page; openBrowserForEachTest((b) => { page = b.page; });`
 */
export function openBrowserForEachTest(set: (browser: Browser) => void, options?: { width?: number; height?: number }): void {
  let current: Browser | undefined;
  beforeEach(async () => {
    current = await openBrowser(options);
    set(current);
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
}
