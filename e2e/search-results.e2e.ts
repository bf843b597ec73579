import type { Locator, Page } from '@playwright/test';
import { reply } from './support/api';
import { expect, test } from './support/test';
import { hydrated } from './support/in-app';

// The results page (issue 17): the search dialog's View All Products opens /products?q=…, which
// lists every match (a typo allowed) with the listing's count, filters, sort and pages.

const HOME_HEADING = { en: 'Premium Office Furniture', ar: 'أثاث مكتبي فاخر' } as const;

async function openSearch(page: Page, lang: 'en' | 'ar'): Promise<Locator> {
  if (lang === 'ar') {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('lang', 'ar'));
  }
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('heading', { level: 1, name: HOME_HEADING[lang] }).waitFor();
  await page.getByTestId('search-button').click();
  const dialog = page.getByTestId('search-dialog');
  await dialog.getByTestId('search-input').waitFor();
  return dialog;
}

/** The names on every page of the results, following the Next links. */
async function everyShownName(page: Page, lang: 'en' | 'ar'): Promise<string[]> {
  const names: string[] = [];
  for (;;) {
    await expect(page.getByTestId('product-grid')).toHaveAttribute('aria-busy', 'false');
    names.push(...(await page.getByTestId('product-grid').getByRole('heading', { level: 2 }).allTextContents()));
    const next = page.getByRole('link', { name: lang === 'ar' ? 'التالي' : 'Next' });
    if ((await next.count()) === 0) return names;
    const before = page.url();
    await next.click();
    await page.waitForURL((url) => url.href !== before);
  }
}

const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

test.describe('search results page', () => {
  test('"chiar" in the dialog, then View All Products, lists every chair with a count, filters and sort', async ({
    page,
    api,
  }) => {
    test.setTimeout(90_000);
    const all = await api('/api/products?q=chiar&limit=48', reply.productList);
    const chairs = (await api('/api/products?q=chair&limit=48', reply.productList)).items
      .map((product) => product.name)
      .filter((name) => /\bchair\b/i.test(name));
    expect(chairs.length).toBeGreaterThan(10);
    expect(all.total).toBeGreaterThan(12);

    const dialog = await openSearch(page, 'en');
    await dialog.getByTestId('search-input').fill('chiar');
    // The dialog keeps the spec: at most 10 results and its "N result(s) found".
    await expect(dialog.getByTestId('search-status')).toHaveText('10 result(s) found');
    await expect(dialog.getByRole('option')).toHaveCount(10);
    await dialog.getByRole('button', { name: 'View All Products' }).click();

    await expect(page).toHaveURL(/\/products\?q=chiar$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “\u2068chiar\u2069”');
    await expect(page.getByTestId('result-count')).toHaveText(`${all.total} results`);
    await expect(page.getByTestId('search-refine-input')).toHaveValue('chiar');
    await expect(page.getByTestId('sort-select')).toHaveValue('relevance');
    const shown = await everyShownName(page, 'en');
    expect(shown).toEqual(all.items.map((product) => product.name));
    expect(shown).toEqual(expect.arrayContaining(chairs));
    // Named chairs come first (best match).
    expect(shown.slice(0, chairs.length).sort()).toEqual([...chairs].sort());

    // A category filter keeps the search, and back goes to the whole search again.
    await page.goto('/products?q=chiar');
    await hydrated(page);
    await page
      .getByRole('complementary', { name: 'Filters' })
      .getByTestId('filter-category')
      .filter({ hasText: 'Home Furniture' })
      .click();
    await expect(page).toHaveURL(/\?q=chiar&category=Home%20Furniture$/);
    const home = await api('/api/products?q=chiar&category=home-furniture', reply.productList);
    expect(home.total).toBeGreaterThan(0);
    await expect(page.getByTestId('result-count')).toHaveText(home.total === 1 ? '1 result' : `${home.total} results`);
    await page.getByTestId('sort-select').selectOption('price-asc');
    await expect.poll(() => query(page)).toEqual({ q: 'chiar', category: 'Home Furniture', sort: 'price-asc' });
    await page.goBack();
    await expect.poll(() => query(page)).toEqual({ q: 'chiar', category: 'Home Furniture' });
    await page.goBack();
    await expect.poll(() => query(page)).toEqual({ q: 'chiar' });
    await expect(page.getByTestId('result-count')).toHaveText(`${all.total} results`);
  });

  test('Enter in the dialog with no result chosen opens the results; the page searches again from its own field', async ({
    page,
    api,
  }) => {
    const dialog = await openSearch(page, 'en');
    await dialog.getByTestId('search-input').fill('HP');
    await expect(dialog.getByTestId('search-status')).toHaveText(/result\(s\) found$/);
    await dialog.getByTestId('search-input').press('Enter');
    await expect(page).toHaveURL(/\/products\?q=HP$/);
    const hp = await api('/api/products?q=HP&limit=48', reply.productList);
    expect(hp.total).toBeGreaterThan(10);
    await expect(page.getByTestId('result-count')).toHaveText(`${hp.total} results`);

    await page.getByTestId('search-refine-input').fill('elastomer');
    await page.getByTestId('search-refine-input').press('Enter');
    await expect(page).toHaveURL(/\/products\?q=elastomer$/);
    const elastomer = await api('/api/products?q=elastomer', reply.productList);
    await expect(page.getByTestId('result-count')).toHaveText(
      elastomer.total === 1 ? '1 result' : `${elastomer.total} results`,
    );
    await expect(page.getByTestId('product-grid').getByRole('heading', { level: 2 })).toHaveText(
      elastomer.items.map((product) => product.name),
    );
  });

  test('a search that finds nothing offers to clear it or browse a category', async ({ page }) => {
    await page.goto('/products?q=zzqqxx&featured=true');
    await hydrated(page);
    const empty = page.getByTestId('search-empty');
    await expect(empty.getByRole('heading', { name: 'No results for “\u2068zzqqxx\u2069”' })).toBeVisible();
    await expect(page.getByTestId('result-count')).toHaveText('0 results');
    await empty.getByTestId('clear-search').click();
    await expect.poll(() => query(page)).toEqual({ featured: 'true' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products');

    await page.goto('/products?q=zzqqxx');
    await hydrated(page);
    await page.getByTestId('search-empty').getByRole('link', { name: 'Safes & Security' }).click();
    await expect.poll(() => query(page)).toEqual({ category: 'Safes & Security' });
  });

  test('speaks Arabic: a one-letter slip finds the chairs, counted with the Arabic plural', async ({ page, api }) => {
    const all = await api(`/api/products?q=${encodeURIComponent('كرصي')}&limit=48`, reply.productList);
    expect(all.total).toBeGreaterThan(12);
    const dialog = await openSearch(page, 'ar');
    await dialog.getByTestId('search-input').fill('كرصي');
    await expect(dialog.getByTestId('search-status')).toHaveText('تم العثور على 10 نتائج');
    await dialog.getByRole('button', { name: 'عرض جميع المنتجات' }).click();

    await expect(page).toHaveURL(/\/products\?q=%D9%83%D8%B1%D8%B5%D9%8A$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('نتائج البحث عن «\u2068كرصي\u2069»');
    // 11 to 99 take the singular noun after the number ("17 نتيجة"); 3 to 10 the plural.
    const total = all.total;
    const expected = total >= 3 && total <= 10 ? `${total} نتائج` : `${total} نتيجة`;
    await expect(page.getByTestId('result-count')).toHaveText(expected);
    await expect(page.getByTestId('sort-select')).toHaveValue('relevance');
    await expect(page.getByTestId('sort-select').locator('option:checked')).toHaveText('الأكثر صلة');
    const shown = await everyShownName(page, 'ar');
    expect(shown).toEqual(all.items.map((product) => product.nameAr));
    expect(shown.filter((name) => name.includes('كرسي')).length).toBeGreaterThan(12);

    await page.goto(`/products?q=${encodeURIComponent('كرسي')}&category=${encodeURIComponent('Home Furniture')}`);
    const home = await api(`/api/products?q=${encodeURIComponent('كرسي')}&category=home-furniture`, reply.productList);
    const forms: Record<number, string> = { 1: 'نتيجة واحدة', 2: 'نتيجتان' };
    await expect(page.getByTestId('result-count')).toHaveText(
      forms[home.total] ?? (home.total <= 10 ? `${home.total} نتائج` : `${home.total} نتيجة`),
    );
  });
});
