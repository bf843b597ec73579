import type { Page } from '@playwright/test';
import { reply } from './support/api';
import { expect, test } from './support/test';
import { hydrated } from './support/in-app';

// Issue 20 on the storefront: the seeded products sold in variants (api/src/catalog/seed-data/*):
// the compact home-office desk in three widths and three finishes (140 cm not made in white), and
// the operator chair in four colours (red sold out).
const DESK = 'compact-home-office-desk';
const CHAIR = 'operator-chair-with-fabric-seat';

const qar = (text: string | null): number => Number((text ?? '').replace(/[^\d.]/g, ''));

async function openProduct(page: Page, path: string, lang: 'en' | 'ar' = 'en'): Promise<void> {
  await page.goto('/');
  await page.evaluate((language) => localStorage.setItem('lang', language), lang);
  await page.goto(path);
  await page.getByTestId('variant-picker').waitFor();
  await hydrated(page, 'catalog');
}

test.describe('a product sold in variants', () => {
  test('moves price, picture, availability and the link with the choice, and puts two variants in the cart as two lines', async ({
    page,
    api,
  }) => {
    const desk = await api(`/api/products/${DESK}`, reply.productView);
    const price = (sku: string) => desk.variants.find((variant) => variant.sku === sku)!.price!;
    await openProduct(page, `/product/${DESK}`);

    // Opens on the first variant that can be bought: 100 cm in oak.
    await expect(page.getByTestId('option-size-100-cm')).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('option-finish-oak')).toHaveAttribute('aria-checked', 'true');
    await expect
      .poll(async () => qar(await page.getByTestId('product-price').textContent()))
      .toBe(price('DK-HOME-100-CM-OAK'));

    await page.getByTestId('option-size-140-cm').click();
    // The widest desk is not made in white: that swatch says so to every reader.
    await expect(page.getByTestId('option-finish-white')).toContainText('not available');
    await page.getByRole('radio', { name: /Walnut/ }).click();
    await expect(page).toHaveURL(/[?&]variant=DK-HOME-140-CM-WALNUT\b/);
    await expect
      .poll(async () => qar(await page.getByTestId('product-price').textContent()))
      .toBe(price('DK-HOME-140-CM-WALNUT'));
    await expect(page.getByTestId('product-main-image')).toHaveAttribute('src', /compact-home-office-desk--walnut/);
    await expect(page.getByTestId('product-availability')).toHaveText(/^(In stock|Only \d+ left)$/);

    await page.getByTestId('add-to-cart').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('toast').filter({ hasText: 'Added to cart' })).toBeVisible();
    // Keyboard focus stays on the button while and after adding (it used to fall to <body>).
    await expect(page.getByTestId('add-to-cart')).toBeFocused();
    await page.getByTestId('option-size-100-cm').click();
    await page.getByRole('radio', { name: /Natural oak/ }).click();
    await expect(page).toHaveURL(/[?&]variant=DK-HOME-100-CM-OAK\b/);
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('toast').filter({ hasText: /Natural oak/ })).toBeVisible();

    await page.goto('/cart');
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    await expect(page.locator(`[data-testid="cart-line"][data-id="${desk.id}~DK-HOME-140-CM-WALNUT"]`)).toContainText(
      /140 cm · Walnut|Walnut · 140 cm/,
    );
    await expect(page.locator(`[data-testid="cart-line"][data-id="${desk.id}~DK-HOME-100-CM-OAK"]`)).toContainText(
      /100 cm · Natural oak|Natural oak · 100 cm/,
    );
    await expect
      .poll(async () => qar(await page.getByTestId('cart-subtotal').textContent()))
      .toBe(price('DK-HOME-140-CM-WALNUT') + price('DK-HOME-100-CM-OAK'));
  });

  test('opens the variant a link names, and its page is the product’s one canonical page', async ({ page, api }) => {
    const desk = await api(`/api/products/${DESK}`, reply.productView);
    const sku = 'DK-HOME-120-CM-WHITE';
    await openProduct(page, `/product/${DESK}?variant=${sku}`);
    await expect(page.getByTestId('option-size-120-cm')).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('option-finish-white')).toHaveAttribute('aria-checked', 'true');
    await expect
      .poll(async () => qar(await page.getByTestId('product-price').textContent()))
      .toBe(desk.variants.find((variant) => variant.sku === sku)!.price);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/product/${DESK}$`));
  });

  test('in Arabic: names the options and colours in Arabic, and a sold-out colour cannot be added', async ({
    page,
  }) => {
    await openProduct(page, `/product/${CHAIR}`, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const colours = page.getByRole('radiogroup', { name: /اللون/ });
    await expect(colours.getByRole('radio')).toHaveCount(4);
    await expect(colours.getByRole('radio', { name: /أحمر/ })).toContainText('غير متوفر');

    await colours.getByRole('radio', { name: /أحمر/ }).click();
    await expect(page).toHaveURL(/[?&]variant=CH-OPR-FAB-RED\b/);
    await expect(page.getByTestId('product-availability')).toHaveText('غير متوفر حالياً');
    await expect(page.getByTestId('add-to-cart')).toHaveCount(0);

    await colours.getByRole('radio', { name: /أزرق/ }).click();
    await expect(page.getByTestId('product-availability')).toHaveText(/^(متوفر في المخزون|بقيت .+ فقط)$/);
    await expect(page.getByTestId('add-to-cart')).toBeVisible();
    await expect(page.getByTestId('product-main-image')).toHaveAttribute(
      'src',
      /operator-chair-with-fabric-seat--blue/,
    );
  });
});
