import type { Page, Response } from '@playwright/test';
import { expect, test } from './support/test';

// What the first load carries (figures in `npm run bench -- --js`; here only what must or must not be there).
const SHELL_ARABIC = 'الانتقال إلى المحتوى الرئيسي'; // the shell's skip link in Arabic
const BUNDLER_RUNTIME = 'initOptions is required!'; // a message of the federation bundler runtime

function collectScripts(page: Page): Response[] {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  return scripts;
}

const bodies = (scripts: Response[]) =>
  Promise.all(scripts.map(async (response) => ({ url: response.url(), text: (await response.body()).toString() })));

test('an English page downloads no Arabic shell texts and one federation bundler runtime, and still switches to Arabic', async ({
  page,
}) => {
  const scripts = collectScripts(page);
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: 'Premium Office Furniture' }).waitFor();
  await page.waitForLoadState('networkidle');
  const loaded = await bodies(scripts);
  expect(loaded.filter((script) => script.text.includes(SHELL_ARABIC))).toEqual([]);
  const runtimes = loaded.filter((script) => script.text.includes(BUNDLER_RUNTIME)).map((script) => script.url);
  expect(runtimes).toHaveLength(1);
  expect(runtimes[0]).not.toContain('/remotes/');

  await page.getByTestId('language-switch').click();
  await page.getByRole('heading', { level: 1, name: 'أثاث مكتبي فاخر' }).waitFor();
  await expect(page.getByRole('link', { name: SHELL_ARABIC })).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('an Arabic page shows the shell in Arabic from its first render', async ({ page }) => {
  // Records the shell's text the moment React first fills #root.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const root = document.getElementById('root');
      if (!root?.firstElementChild) return;
      (window as unknown as { firstText: string }).firstText = root.textContent ?? '';
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/?lang=ar');
  await expect(page.getByRole('link', { name: SHELL_ARABIC })).toBeAttached();
  const firstText = await page.evaluate(() => (window as unknown as { firstText?: string }).firstText ?? '');
  expect(firstText).toContain(SHELL_ARABIC);
  expect(firstText).not.toContain('Skip to main content');
  await page.getByRole('heading', { level: 1, name: 'أثاث مكتبي فاخر' }).waitFor();
});
