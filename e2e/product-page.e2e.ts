import type { Page, Route } from '@playwright/test';
import { reply, listOf, type Api, type ProductView } from './support/api';
import { expect, test } from './support/test';
import { openInApp, hydrated } from './support/in-app';

async function allProducts(api: Api): Promise<ProductView[]> {
  const pages = await Promise.all([1, 2, 3].map((n) => api(`/api/products?limit=48&page=${n}`, reply.productList)));
  return pages.flatMap((list) => list.items);
}

/** A priced, in-stock product with specifications and a subcategory. */
async function buyableProduct(api: Api): Promise<ProductView> {
  const product = (await allProducts(api)).find(
    (p) =>
      !p.contactForQuote &&
      p.price !== null &&
      p.availability === 'in-stock' &&
      p.specifications.length > 0 &&
      p.subcategory,
  );
  if (!product) throw new Error('the seed has no buyable product');
  return product;
}

async function openProduct(page: Page, slug: string, lang: 'en' | 'ar' = 'en'): Promise<void> {
  if (lang === 'ar') {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('lang', 'ar'));
  }
  await page.goto(`/product/${slug}`);
  await page.getByTestId('product-page').waitFor();
  await hydrated(page, 'catalog');
}

test.describe('product page', () => {
  test('shows breadcrumbs, the price in QAR, availability, descriptions, specifications and related products', async ({
    page,
    api,
  }) => {
    const product = await buyableProduct(api);
    await openProduct(page, product.slug);

    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.locator('ol > li')).toHaveText([
      'Home',
      product.category.name,
      product.subcategory!.name,
      product.name,
    ]);
    await expect(crumbs.getByRole('link', { name: product.category.name })).toHaveAttribute(
      'href',
      `/category/${product.category.id}`,
    );
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(product.name);

    await expect(page.getByTestId('product-price')).toHaveText(
      new RegExp(`^QAR\\s?${product.price!.toLocaleString('en-US')}$`),
    );
    await expect(page.getByTestId('product-availability')).toHaveText('In stock');
    await expect(page).toHaveTitle(new RegExp(`^${product.name.replace(/[()]/g, '\\$&')} \\|`));

    const rows = page.getByTestId('product-specs').locator('tr');
    await expect(rows).toHaveCount(product.specifications.length);
    await expect(rows.first().locator('th')).toHaveText(product.specifications[0]!.label);
    await expect(rows.first().locator('td')).toHaveText(product.specifications[0]!.value);
    await expect.poll(() => page.getByTestId('product-description').locator('p').count()).toBeGreaterThan(0);

    const main = page.getByTestId('product-main-image');
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    await expect(main).toHaveAttribute('width', '800');
    // Every built-in product has several pictures (the main one, a detail view, ...).
    expect(product.images.length).toBeGreaterThanOrEqual(2);
    await expect(main).toHaveAttribute('alt', `${product.name}, image 1 of ${product.images.length}`);

    const related = page.getByTestId('related-products');
    await related.getByTestId('product-card').first().waitFor();
    const relatedSlugs = await related
      .getByTestId('product-card')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-slug')));
    expect(relatedSlugs.length).toBeGreaterThanOrEqual(4);
    expect(relatedSlugs.length).toBeLessThanOrEqual(8);
    expect(relatedSlugs).not.toContain(product.slug);
    const sameSubcategory = await api(
      `/api/products?subcategory=${product.subcategory!.id}&limit=48`,
      reply.productList,
    );
    const siblings = sameSubcategory.items.filter((p) => p.slug !== product.slug).map((p) => p.slug);
    expect(relatedSlugs.slice(0, siblings.length)).toEqual(siblings.slice(0, relatedSlugs.length));
  });

  test('offers only Request a Quote for a contact-for-quote product', async ({ page, api }) => {
    const product = (await allProducts(api)).find((p) => p.contactForQuote);
    expect(product).toBeDefined();
    await openProduct(page, product!.slug);
    await expect(page.getByTestId('product-price')).toHaveText('Contact for Quote');
    await expect(page.getByTestId('add-to-cart')).toHaveCount(0);
    await page.getByTestId('quantity-input').fill('3');
    await expect(page.getByTestId('request-quote')).toHaveAttribute('href', `/contact?quote=${product!.slug}&qty=3`);
    const whatsapp = page.getByTestId('whatsapp-enquiry');
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
    await expect
      .poll(async () => decodeURIComponent(((await whatsapp.getAttribute('href')) ?? '').split('text=')[1] ?? ''))
      .toContain(product!.name);
  });

  test('keeps the quantity within 1–999 with the stepper and the keyboard', async ({ page, api }) => {
    const product = await buyableProduct(api);
    await openProduct(page, product.slug);
    const input = page.getByTestId('quantity-input');
    const decrease = page.getByRole('button', { name: 'Decrease quantity' });
    await expect(decrease).toBeDisabled();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(input).toHaveValue('3');
    await input.fill('5000');
    await input.blur();
    await expect(input).toHaveValue('999');
    await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await expect(page.getByTestId('request-quote')).toHaveAttribute('href', `/contact?quote=${product.slug}&qty=999`);
  });

  test('moves through several pictures with the thumbnails and the arrow keys', async ({ page, api }) => {
    const product = await buyableProduct(api);
    // Three real pictures (missing files would turn into the placeholder).
    const others = (await allProducts(api)).filter((p) => p.id !== product.id).slice(0, 2);
    const images = [product.images[0]!, others[0]!.images[0]!, others[1]!.images[0]!];
    await page.route(`**/api/products/${product.slug}`, async (route: Route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: ProductView };
      await route.fulfill({ response, json: { ...body, data: { ...body.data, images, image: images[0] } } });
    });
    await openInApp(page, `/product/${product.slug}`);
    await page.getByTestId('product-page').waitFor();
    const thumbs = page.getByRole('group', { name: 'Product images' }).getByRole('button');
    await expect(thumbs).toHaveCount(3);
    const main = page.getByTestId('product-main-image');
    await expect(main).toHaveAttribute('alt', `${product.name}, image 1 of 3`);
    await thumbs.nth(1).click();
    await expect.poll(() => main.getAttribute('src')).toContain(images[1]);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => main.getAttribute('src')).toContain(images[2]);
    await expect(thumbs.nth(2)).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => thumbs.nth(2).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Home');
    await expect(main).toHaveAttribute('alt', `${product.name}, image 1 of 3`);
  });

  test('gives furniture a detail view and a dimensioned drawing, and enlarges them in a zoom view run from the keyboard', async ({
    page,
    api,
  }) => {
    const desk = await api('/api/products/walnut-executive-desk-with-side-return', reply.productView);
    expect(desk.images.map((image) => image.replace(/^.*\//, ''))).toEqual([
      'walnut-executive-desk-with-side-return.webp',
      'walnut-executive-desk-with-side-return--detail.webp',
      'walnut-executive-desk-with-side-return--dimensions.webp',
    ]);
    for (const image of desk.images) {
      const picture = await api.raw(image);
      expect([image, picture.status, picture.headers.get('content-type')]).toEqual([image, 200, 'image/webp']);
    }
    await openProduct(page, desk.slug);
    const thumbs = page.getByRole('group', { name: 'Product images' }).getByRole('button');
    await expect(thumbs).toHaveCount(3);
    await expect(thumbs.nth(0)).toHaveAccessibleName('Picture 1 of 3');
    await expect(thumbs.nth(1)).toHaveAccessibleName('Picture 2 of 3: detail');
    await expect(thumbs.nth(2)).toHaveAccessibleName('Picture 3 of 3: dimensions');

    // Enter on the main picture opens the view; focus goes in and stays in.
    const opener = page.getByTestId('open-zoom');
    await opener.focus();
    await page.keyboard.press('Enter');
    const view = page.getByRole('dialog', { name: desk.name });
    await expect(view).toBeVisible();
    await expect(page.getByTestId('zoom-close')).toBeFocused();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await view.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    const position = page.getByTestId('zoom-position');
    await expect(position).toHaveText('Picture 1 of 3');
    await page.keyboard.press('ArrowLeft');
    await expect(position).toHaveText('Picture 3 of 3: dimensions');
    await expect(page.getByTestId('zoom-image')).toHaveAttribute(
      'alt',
      `${desk.name}, image 3 of 3: dimensions, 200 × 180 × 76 cm`,
    );
    // The drawing itself (not the placeholder), at its full 800 px.
    await expect(page.getByTestId('zoom-image')).toHaveAttribute('src', /--dimensions\.webp\?w=1200/);
    await expect
      .poll(() => page.getByTestId('zoom-image').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(800);
    await page.keyboard.press('+');
    await expect(page.getByTestId('zoom-image')).toHaveAttribute('data-scale', '1.50');
    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(thumbs.nth(2)).toHaveAttribute('aria-pressed', 'true');

    // A click opens it too, and the close button shuts it.
    await opener.click();
    await page.getByTestId('zoom-close').click();
    await expect(view).toBeHidden();
  });

  test('pinches and drags the zoomed picture on a phone, in Arabic', async ({ page, api }) => {
    const desk = await api('/api/products/walnut-executive-desk-with-side-return', reply.productView);
    await page.setViewportSize({ width: 375, height: 740 });
    await openProduct(page, desk.slug, 'ar');
    await expect(page.getByRole('group', { name: 'صور المنتج' }).getByRole('button').nth(2)).toHaveAccessibleName(
      'الصورة 3 من 3: الأبعاد',
    );
    // The enlarged picture is held back until the gestures are done: a slow network must not
    // leave the picture without a size (a drag made then used to be clamped to nothing).
    const held: Route[] = [];
    await page.route(/\.webp\?w=1200/, (route) => void held.push(route));
    await page.getByTestId('open-zoom').click();
    await expect(page.getByRole('dialog', { name: desk.nameAr })).toBeVisible();
    const stage = page.getByTestId('zoom-stage');
    await expect(stage).toHaveCSS('touch-action', 'none');
    const image = page.getByTestId('zoom-image');
    await expect(image).toHaveAttribute('data-scale', '1.00');
    // Two fingers spread from 80 px apart to 240 px apart (Chromium's touch events, as pointer events).
    const box = (await stage.boundingBox())!;
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
    await stage.evaluate(
      (element, [x, y]) => {
        const fire = (type: string, id: number, px: number) =>
          element.dispatchEvent(
            new PointerEvent(type, { pointerId: id, pointerType: 'touch', clientX: px, clientY: y, bubbles: true }),
          );
        fire('pointerdown', 1, x! - 40);
        fire('pointerdown', 2, x! + 40);
        for (let step = 1; step <= 4; step++) {
          fire('pointermove', 1, x! - 40 - step * 20);
          fire('pointermove', 2, x! + 40 + step * 20);
        }
        fire('pointerup', 1, x! - 120);
        fire('pointerup', 2, x! + 120);
      },
      [cx, cy],
    );
    await expect(image).toHaveAttribute('data-scale', '3.00');
    // One finger drags the enlarged picture.
    await stage.evaluate(
      (element, [x, y]) => {
        const fire = (type: string, px: number) =>
          element.dispatchEvent(
            new PointerEvent(type, { pointerId: 3, pointerType: 'touch', clientX: px, clientY: y, bubbles: true }),
          );
        fire('pointerdown', x!);
        fire('pointermove', x! + 60);
        fire('pointerup', x! + 60);
      },
      [cx, cy],
    );
    await expect(image).toHaveAttribute('style', /translate\(60px, 0px\) scale\(3\)/);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(0);
    await page.unroute(/\.webp\?w=1200/);
    await Promise.all(held.map((route) => route.fallback()));
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('zoom-view')).toBeHidden();
  });

  test('shows the Page Not Found page for an unknown slug', async ({ page }) => {
    await page.goto('/product/no-such-product-here');
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    await expect(page.getByTestId('not-found-path')).toHaveText('/product/no-such-product-here');
    await expect(page).not.toHaveTitle(/^Product \|/);
  });

  test('replaces /product/{id} with the product slug address', async ({ page, api }) => {
    const product = await buyableProduct(api);
    await page.goto('/about');
    await page.goto(`/product/${product.id}`);
    await page.waitForURL((url) => url.pathname === `/product/${product.slug}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    // Replaced, not pushed: one step back is the page before.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/about');
  });

  test('shows Page Not Found for an id that is no product', async ({ page }) => {
    await page.goto('/product/0123456789abcdef01234567');
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
  });

  test('reads right to left in Arabic, with Arabic names, prices and specifications', async ({ page, api }) => {
    const product = await buyableProduct(api);
    await openProduct(page, product.slug, 'ar');
    await page.getByRole('heading', { level: 1, name: product.nameAr }).waitFor();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const crumbs = page.getByRole('navigation', { name: 'مسار التنقل' });
    await expect(crumbs.locator('ol > li').first()).toHaveText('الرئيسية');
    await expect
      .poll(() =>
        crumbs
          .locator('svg')
          .first()
          .evaluate((el) => getComputedStyle(el).transform),
      )
      .toBe('matrix(-1, 0, 0, 1, 0, 0)');
    await expect(page.getByTestId('product-price')).toContainText(product.price!.toLocaleString('en-US'));
    await expect(page.getByTestId('product-availability')).toHaveText('متوفر في المخزون');
    const spec = product.specifications[0]!;
    await expect(page.getByTestId('product-specs').locator('th').first()).toHaveText(spec.labelAr || spec.label);
    await expect(page.getByTestId('add-to-cart')).toHaveText('أضف إلى السلة');
    // The picture column starts on the right.
    const gallery = await page.getByTestId('product-gallery').boundingBox();
    const name = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(gallery!.x).toBeGreaterThan(name!.x);
  });

  for (const lang of ['en', 'ar'] as const)
    test(`opens the Description (${lang}) with a sentence of its own, not the summary shown by the price`, async ({
      page,
      api,
    }) => {
      const product = await buyableProduct(api);
      await openProduct(page, product.slug, lang);
      const summary = lang === 'ar' ? product.shortDescriptionAr : product.shortDescription;
      await expect(page.locator('.product__short')).toHaveText(summary);
      const description = page.getByTestId('product-description');
      await expect(description.getByRole('heading', { level: 2 })).toHaveText(lang === 'ar' ? 'الوصف' : 'Description');
      const paragraphs = await description.locator('p').allTextContents();
      expect(paragraphs.length).toBeGreaterThan(0);
      const firstSentence = paragraphs[0]!.split(/(?<=[.!?\u061F])\s+/)[0]!.trim();
      expect(firstSentence.length).toBeGreaterThan(20);
      expect(firstSentence).not.toBe(summary);
      expect(paragraphs.join(' ')).not.toContain(summary.replace(/[.\u061F]$/, ''));
    });

  test('adds the chosen quantity to the cart and updates the header badge', async ({ page, api }) => {
    const product = await buyableProduct(api);
    await openProduct(page, product.slug);
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('cart-badge').first().waitFor();
    await expect(page.getByTestId('cart-badge').first()).toHaveText('2');
    await page.getByTestId('toaster').getByText('Added to cart').waitFor();
    await expect
      .poll(() =>
        page.evaluate(
          () => JSON.parse(localStorage.getItem('cart') ?? '[]') as Array<{ id: string; quantity: number }>,
        ),
      )
      .toEqual([expect.objectContaining({ id: product.id, quantity: 2 })]);
  });
});

test.describe('category and subcategory pages', () => {
  test('shows a category with its description, subcategory chips and only its products', async ({ page, api }) => {
    const categories = await api('/api/categories', listOf(reply.categoryView));
    const category = categories[2]!;
    const expected = await api(`/api/products?category=${category.id}&limit=12`, reply.productList);
    await page.goto(`/category/${category.id}`);
    await page.getByRole('heading', { level: 1, name: category.name }).waitFor();
    await expect(page.getByTestId('taxonomy-header').getByText(`${category.productCount} products`)).toHaveCount(1);
    const chips = page.getByTestId('subcategory-chips').getByRole('link');
    await expect(chips).toHaveCount(category.subcategories.length);
    await expect(chips.first()).toHaveAttribute('href', `/subcategory/${category.subcategories[0]!.id}`);
    await page.getByTestId('result-count').getByText(`${expected.total} products`).waitFor();
    const placements = page.locator('[data-testid="product-grid"] .product-card__placement');
    await expect(placements).toHaveCount(Math.min(12, expected.total));
    await expect
      .poll(async () => (await placements.allTextContents()).every((text) => text.startsWith(category.name)))
      .toBe(true);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('ol > li')).toHaveText([
      'Home',
      'Products',
      category.name,
    ]);
    await expect(page).toHaveTitle(new RegExp(`^${category.name.replace(/[&]/g, '\\$&')} \\|`));
  });

  test('shows a subcategory with its siblings and its products, and filters them from the address', async ({
    page,
    api,
  }) => {
    const categories = await api('/api/categories', listOf(reply.categoryView));
    const category = categories[0]!;
    const sub = category.subcategories[1]!;
    await page.goto(`/subcategory/${sub.id}`);
    await page.getByRole('heading', { level: 1, name: sub.name }).waitFor();
    await page.getByTestId('result-count').getByText(`${sub.productCount} products`).waitFor();
    // The sort select answers once the catalogue's part has hydrated the server's page.
    await hydrated(page, 'catalog');
    await expect(page.getByTestId('subcategory-chips').locator('[aria-current="page"]')).toHaveText(sub.name);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('ol > li')).toHaveText([
      'Home',
      'Products',
      category.name,
      sub.name,
    ]);
    await page.getByTestId('sort-select').selectOption('price-desc');
    await page.waitForURL(
      (url) => url.pathname === `/subcategory/${sub.id}` && url.searchParams.get('sort') === 'price-desc',
    );
    const expected = await api(`/api/products?subcategory=${sub.id}&sort=price-desc&limit=12`, reply.productList);
    await page.waitForFunction(
      (first) => document.querySelector('[data-testid="product-grid"] h2')?.textContent === first,
      expected.items[0]!.name,
    );
  });

  test('shows Page Not Found for an unknown category or subcategory', async ({ page }) => {
    await page.goto('/category/0123456789abcdef01234567');
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    await page.goto('/subcategory/no-such-range');
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
  });
});
