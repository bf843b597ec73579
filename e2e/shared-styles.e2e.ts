import type { Locator, Page } from '@playwright/test';
import { reply, listOf } from './support/api';
import { expect, test } from './support/test';

// The looks that several remotes draw from one web-kit stylesheet (base.css helpers, styles/chip.css)
// must come out the same whichever remote's copy of a stylesheet landed last: these checks visit one
// remote's page after the other's, in the same document.

/** The colour a CSS custom property of the site resolves to, as the browser computes colours. */
async function tokenColour(page: Page, token: string): Promise<string> {
  return page.evaluate((name) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, token);
}

async function style(locator: Locator, property: string): Promise<string> {
  return locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
}

test('a chip is a pill, the current one solid, in the catalog and in the blog after it', async ({ page, api }) => {
  const categories = await api('/api/categories', listOf(reply.categoryView));
  const category = categories.find((c) => c.subcategories.length > 1);
  if (!category) throw new Error('no category with two subcategories');
  const [current, other] = category.subcategories;
  await page.goto(`/subcategory/${current!.id}`);
  const primary = await tokenColour(page, '--color-primary');
  const onPrimary = await tokenColour(page, '--color-on-primary');

  const chips = page.getByTestId('subcategory-chips');
  const currentChip = chips.getByRole('link', { name: current!.name, exact: true });
  const otherChip = chips.getByRole('link', { name: other!.name, exact: true });
  await expect(currentChip).toHaveAttribute('aria-current', 'page');
  expect(await style(currentChip, 'background-color')).toBe(primary);
  expect(await style(currentChip, 'color')).toBe(onPrimary);
  expect(await style(otherChip, 'background-color')).not.toBe(primary);
  const box = await otherChip.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(40);
  // Rounded into a pill: the radius is at least half the height.
  expect(parseFloat(await style(otherChip, 'border-top-left-radius'))).toBeGreaterThanOrEqual(box!.height / 2);

  // On to the blog in the same document: its topic chips bring their copy of the same stylesheet.
  await page.getByTestId('site-footer').getByRole('link', { name: 'Blog' }).click();
  const allTopics = page.locator('.tag-filter a[aria-current="true"]');
  await expect(allTopics).toBeVisible();
  expect(await style(allTopics, 'background-color')).toBe(primary);
  expect(await style(allTopics, 'color')).toBe(onPrimary);
  const topic = page.locator('.tag-filter a:not([aria-current])').first();
  expect(await style(topic, 'background-color')).not.toBe(primary);
  expect((await topic.boundingBox())!.height).toBeGreaterThanOrEqual(44);

  // And back: the catalog's current chip is still solid.
  await page.goBack();
  await expect(currentChip).toBeVisible();
  expect(await style(currentChip, 'background-color')).toBe(primary);
  await otherChip.hover();
  await expect.poll(() => style(otherChip, 'color')).toBe(primary);
});

test('filter names are small capitals, tracked in English and not in Arabic', async ({ page }) => {
  await page.goto('/products');
  const legend = page.locator('.filter-panel__legend').first();
  await expect(legend).toBeVisible();
  expect(await style(legend, 'text-transform')).toBe('uppercase');
  expect(parseFloat(await style(legend, 'letter-spacing'))).toBeGreaterThan(0);

  await page.evaluate(() => localStorage.setItem('lang', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const arabicLegend = page.locator('.filter-panel__legend').first();
  await expect(arabicLegend).toBeVisible();
  expect(['normal', '0px']).toContain(await style(arabicLegend, 'letter-spacing'));
});

test('the round icon buttons keep their sizes: the header 44 px, the WhatsApp button 56 px on phones and 60 px wider', async ({
  page,
}) => {
  const size = async (locator: Locator) => {
    await expect(locator).toBeVisible();
    const box = (await locator.boundingBox())!;
    return [Math.round(box.width), Math.round(box.height)];
  };
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about');
  expect(await size(page.getByTestId('search-button'))).toEqual([44, 44]);
  expect(await size(page.locator('.wa-fab'))).toEqual([60, 60]);
  await page.setViewportSize({ width: 375, height: 740 });
  await expect.poll(() => size(page.locator('.wa-fab'))).toEqual([56, 56]);
  expect(await size(page.getByTestId('search-button'))).toEqual([44, 44]);
});
