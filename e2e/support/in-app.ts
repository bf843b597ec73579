// Pages are rendered on the server with their data (issue 16): a first load never asks the API for
// what the HTML carried, so a test that shows a loading, empty or failed read by intercepting it in
// the browser (page.route) reaches the page the other way shoppers do: from another page, inside
// the running app, as a link click would.
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** Loads `from` (a page that reads nothing the target does), then moves to `path` in place. */
export async function openInApp(page: Page, path: string, from = '/about'): Promise<void> {
  await page.goto(from);
  await hydrated(page);
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * The page's remote (`remote`, or any) has hydrated what the server rendered (or rendered it, when
 * the server left it to the browser): from here on the page answers clicks and typing. Before that
 * a click on a button is lost and a typed value is overwritten by hydration.
 */
export async function hydrated(page: Page, remote?: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-page-ready', remote ?? /.+/);
}

/** Holds the replies to `url` until the returned `release` is called: to see a page while it waits. */
export async function holdReplies(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}
