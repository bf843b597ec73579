// Issue 17, "On a phone": nothing covers a primary action at 375 px. The floating WhatsApp button
// keeps off Proceed to Checkout on /cart and off the product page's sticky Add to Cart bar, which
// comes once the main button has scrolled away (phones only), in English and in Arabic.
import type { Locator, Page } from '@playwright/test';
import { reply, type Api, type ProductView } from './support/api';
import { cartLine, pricedProducts, storeCart } from './support/shop';
import { expect, test } from './support/test';
import { hydrated } from './support/in-app';

const PHONE = { width: 375, height: 740 };
const LANGUAGES = ['en', 'ar'] as const;

/** Whether the two boxes share any pixel (false when either is not laid out). */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!one || !two) return false;
  return (
    one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height
  );
}

/** The WhatsApp button covers `target`: it is shown and its box reaches into the target's. */
async function covers(page: Page, target: Locator): Promise<boolean> {
  const button = page.getByTestId('whatsapp-button');
  return (await button.isVisible()) && overlap(button, target);
}

/** A priced, in-stock product sold in colours (so the bar has a variant to show). */
async function productInColours(api: Api): Promise<ProductView> {
  const pages = await Promise.all([1, 2, 3].map((n) => api(`/api/products?limit=48&page=${n}`, reply.productList)));
  const found = pages
    .flatMap((list) => list.items)
    .find((product) => product.variants.length > 0 && product.price !== null && product.availability === 'in-stock');
  if (!found) throw new Error('the seed sells nothing in colours');
  return found;
}

for (const lang of LANGUAGES) {
  test.describe(`at 375 px (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
      await page.setViewportSize(PHONE);
    });

    test(`the WhatsApp button never covers Proceed to Checkout on /cart (${lang})`, async ({ page, api }) => {
      const products = await pricedProducts(api, 2);
      await page.goto('/');
      await storeCart(
        page,
        products.map((product) => cartLine(product)),
      );
      await page.goto('/cart');
      const proceed = page.getByTestId('proceed-checkout');
      await expect(proceed).toBeVisible();
      // Where the review saw it covered: the button at the very bottom of the screen, then a little higher.
      for (const above of [0, 24, 60, 120]) {
        await proceed.evaluate((element, gap) => {
          const box = element.getBoundingClientRect();
          window.scrollBy(0, box.bottom - window.innerHeight + gap);
        }, above);
        await expect.poll(() => covers(page, proceed), { message: `${above} px above the bottom` }).toBe(false);
      }
      // Still reachable: it is on screen again once the button scrolls up the page.
      await proceed.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      await expect(page.getByTestId('whatsapp-button')).toBeVisible();
    });

    test(`the product page's sticky Add to Cart bar comes once the main button has scrolled away (${lang})`, async ({
      page,
      api,
    }) => {
      const product = await productInColours(api);
      await page.goto(`/product/${product.slug}`);
      const main = page.getByTestId('add-to-cart');
      await expect(main).toBeVisible();
      await hydrated(page, 'catalog');
      const bar = page.getByTestId('sticky-buy-bar');
      await expect(bar).toHaveCount(0);

      await page.getByTestId('quantity-input').fill('2');
      await main.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().bottom + 200));
      await expect(bar).toBeVisible();
      await expect(bar).toHaveAccessibleName(lang === 'ar' ? 'شراء سريع' : 'Quick purchase');
      await expect(bar).toContainText(lang === 'ar' ? product.nameAr : product.name);
      await expect(bar.getByTestId('sticky-price')).toHaveText(
        (await page.getByTestId('product-price').textContent())!,
      );
      const variant = bar.getByTestId('sticky-variant');
      await expect(variant).not.toBeEmpty();
      // On the bottom edge, under nothing: the WhatsApp button sits above the bar.
      const box = (await bar.boundingBox())!;
      expect(Math.round(box.y + box.height)).toBe(PHONE.height);
      await expect.poll(() => covers(page, bar)).toBe(false);
      await expect(page.getByTestId('whatsapp-button')).toBeVisible();

      // It adds what the main button would (the quantity chosen above), and keeps focus.
      const add = bar.getByTestId('sticky-add-to-cart');
      await add.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('cart-badge').first()).toHaveText('2');
      await expect(add).toBeFocused();
      const lines = await page.evaluate(
        () =>
          JSON.parse(localStorage.getItem('cart') ?? '[]') as Array<{
            quantity: number;
            variantSku?: string;
            variantName?: string;
            variantNameAr?: string;
          }>,
      );
      expect(lines).toEqual([expect.objectContaining({ productId: product.id, quantity: 2 })]);
      expect(product.variants.map((each) => each.sku)).toContain(lines[0]!.variantSku);
      await expect(variant).toHaveText((lang === 'ar' ? lines[0]!.variantNameAr : lines[0]!.variantName)!);

      // Gone again once the main button is back in view.
      await main.scrollIntoViewIfNeeded();
      await expect(bar).toHaveCount(0);
    });
  });
}

test('no sticky bar on a desktop screen', async ({ page, api }) => {
  const product = await productInColours(api);
  await page.goto(`/product/${product.slug}`);
  const main = page.getByTestId('add-to-cart');
  await expect(main).toBeVisible();
  // Scrolled once the catalogue's part is live, when the bar would show on a phone.
  await hydrated(page, 'catalog');
  await main.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().bottom + 400));
  // The bar may be in the page, but never shown.
  await expect.poll(() => main.evaluate((element) => element.getBoundingClientRect().bottom < 0)).toBe(true);
  await expect(page.getByTestId('sticky-buy-bar')).toBeHidden();
});
