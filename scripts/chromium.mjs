// The Chromium every browser run here drives: Debian's (CI installs it with apt; nothing is
// downloaded), with the same switches for the browser tests (playwright.config.ts), the bench and
// the screenshots. No `import.meta` (Playwright loads this file through its own transform).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/**
 * A headless Chromium with a fresh profile in a temporary folder named from `prefix`, through
 * playwright-core: its first page, and `close()`, which ends the browser and removes the profile.
 */
export async function launchChromium(prefix) {
  const { chromium } = await import('playwright-core');
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const close = async () => {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  };
  return { context, page, close };
}
