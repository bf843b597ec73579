import type { Page, Route } from 'playwright-core';
import { baseUrl, openBrowserForEachTest } from './support/browser';

interface Ref {
  id: string;
  name: string;
  nameAr: string;
  slug: string;
}

interface Product {
  id: string;
  name: string;
  nameAr: string;
  slug: string;
  category: Ref;
  subcategory: Ref | null;
  price: number | null;
  contactForQuote: boolean;
  availability: string;
  images: string[];
  specifications: Array<{ label: string; labelAr?: string; value: string; valueAr?: string }>;
}

interface ProductList {
  items: Product[];
  total: number;
}

interface Category extends Ref {
  productCount: number;
  subcategories: Array<Ref & { productCount: number }>;
}

let page: Page;
openBrowserForEachTest((browser) => {
  page = browser.page;
});

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`);
  if (!response.ok) throw new Error(`${path} -> ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

async function allProducts(): Promise<Product[]> {
  const pages = await Promise.all([1, 2, 3].map((n) => api<ProductList>(`/api/products?limit=48&page=${n}`)));
  return pages.flatMap((list) => list.items);
}

/** A priced, in-stock product with specifications and a subcategory. */
async function buyableProduct(): Promise<Product> {
  const product = (await allProducts()).find(
    (p) => !p.contactForQuote && p.price !== null && p.availability === 'in-stock' && p.specifications.length > 0 && p.subcategory,
  );
  if (!product) throw new Error('the seed has no buyable product');
  return product;
}

async function openProduct(slug: string, lang: 'en' | 'ar' = 'en'): Promise<void> {
  if (lang === 'ar') {
    await page.goto(baseUrl());
    await page.evaluate(() => localStorage.setItem('lang', 'ar'));
  }
  await page.goto(`${baseUrl()}/product/${slug}`);
  await page.getByTestId('product-page').waitFor();
}

const normalise = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('product page', () => {
  it('shows breadcrumbs, the price in QAR, availability, descriptions, specifications and related products', async () => {
    const product = await buyableProduct();
    await openProduct(product.slug);

    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.locator('ol > li').allTextContents()).resolves.toEqual(['Home', product.category.name, product.subcategory!.name, product.name]);
    await expect(crumbs.getByRole('link', { name: product.category.name }).getAttribute('href')).resolves.toBe(`/category/${product.category.id}`);
    await expect(crumbs.locator('[aria-current="page"]').textContent()).resolves.toBe(product.name);

    expect(normalise(await page.getByTestId('product-price').textContent())).toMatch(new RegExp(`^QAR ?${product.price!.toLocaleString('en-US')}$`));
    await expect(page.getByTestId('product-availability').textContent()).resolves.toBe('In stock');
    await expect(page.title()).resolves.toMatch(new RegExp(`^${product.name.replace(/[()]/g, '\\$&')} \\|`));

    const rows = page.getByTestId('product-specs').locator('tr');
    await expect(rows.count()).resolves.toBe(product.specifications.length);
    await expect(rows.first().locator('th').textContent()).resolves.toBe(product.specifications[0]!.label);
    await expect(rows.first().locator('td').textContent()).resolves.toBe(product.specifications[0]!.value);
    await expect(page.getByTestId('product-description').locator('p').count()).resolves.toBeGreaterThan(0);

    const main = page.getByTestId('product-main-image');
    await expect(main.getAttribute('fetchpriority')).resolves.toBe('high');
    await expect(main.getAttribute('width')).resolves.toBe('800');
    await expect(main.getAttribute('alt')).resolves.toBe(product.name);

    const related = page.getByTestId('related-products');
    await related.getByTestId('product-card').first().waitFor();
    const relatedSlugs = await related.getByTestId('product-card').evaluateAll((els) => els.map((el) => el.getAttribute('data-slug')));
    expect(relatedSlugs.length).toBeGreaterThanOrEqual(4);
    expect(relatedSlugs.length).toBeLessThanOrEqual(8);
    expect(relatedSlugs).not.toContain(product.slug);
    const sameSubcategory = await api<ProductList>(`/api/products?subcategory=${product.subcategory!.id}&limit=48`);
    const siblings = sameSubcategory.items.filter((p) => p.slug !== product.slug).map((p) => p.slug);
    expect(relatedSlugs.slice(0, siblings.length)).toEqual(siblings.slice(0, relatedSlugs.length));
  });

  it('offers only Request a Quote for a contact-for-quote product', async () => {
    const product = (await allProducts()).find((p) => p.contactForQuote);
    expect(product).toBeDefined();
    await openProduct(product!.slug);
    await expect(page.getByTestId('product-price').textContent()).resolves.toBe('Contact for Quote');
    await expect(page.getByTestId('add-to-cart').count()).resolves.toBe(0);
    await page.getByTestId('quantity-input').fill('3');
    await expect(page.getByTestId('request-quote').getAttribute('href')).resolves.toBe(`/contact?quote=${product!.slug}&qty=3`);
    const whatsapp = await page.getByTestId('whatsapp-enquiry').getAttribute('href');
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(decodeURIComponent(whatsapp!.split('text=')[1]!)).toContain(product!.name);
  });

  it('keeps the quantity within 1–999 with the stepper and the keyboard', async () => {
    const product = await buyableProduct();
    await openProduct(product.slug);
    const input = page.getByTestId('quantity-input');
    const decrease = page.getByRole('button', { name: 'Decrease quantity' });
    await expect(decrease.isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(input.inputValue()).resolves.toBe('3');
    await input.fill('5000');
    await input.blur();
    await expect(input.inputValue()).resolves.toBe('999');
    await expect(page.getByRole('button', { name: 'Increase quantity' }).isDisabled()).resolves.toBe(true);
    await expect(page.getByTestId('request-quote').getAttribute('href')).resolves.toBe(`/contact?quote=${product.slug}&qty=999`);
  });

  it('moves through several pictures with the thumbnails and the arrow keys', async () => {
    const product = await buyableProduct();
    // Three real pictures (missing files would turn into the placeholder).
    const others = (await allProducts()).filter((p) => p.id !== product.id).slice(0, 2);
    const images = [product.images[0]!, others[0]!.images[0]!, others[1]!.images[0]!];
    await page.route(`**/api/products/${product.slug}`, async (route: Route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Product };
      await route.fulfill({ response, json: { ...body, data: { ...body.data, images, image: images[0] } } });
    });
    await openProduct(product.slug);
    const thumbs = page.getByRole('group', { name: 'Product images' }).getByRole('button');
    await expect(thumbs.count()).resolves.toBe(3);
    const main = page.getByTestId('product-main-image');
    await expect(main.getAttribute('alt')).resolves.toBe(`${product.name}, image 1 of 3`);
    await thumbs.nth(1).click();
    await expect(main.getAttribute('src')).resolves.toContain(images[1]);
    await page.keyboard.press('ArrowRight');
    await expect(main.getAttribute('src')).resolves.toContain(images[2]);
    await expect(thumbs.nth(2).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(thumbs.nth(2).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Home');
    await expect(main.getAttribute('alt')).resolves.toBe(`${product.name}, image 1 of 3`);
  });

  it('shows the Page Not Found page for an unknown slug', async () => {
    await page.goto(`${baseUrl()}/product/no-such-product-here`);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    await expect(page.getByTestId('not-found-path').textContent()).resolves.toBe('/product/no-such-product-here');
    await expect(page.title()).resolves.not.toMatch(/^Product \|/);
  });

  it('replaces /product/{id} with the product slug address', async () => {
    const product = await buyableProduct();
    await page.goto(`${baseUrl()}/about`);
    await page.goto(`${baseUrl()}/product/${product.id}`);
    await page.waitForURL((url) => url.pathname === `/product/${product.slug}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    // Replaced, not pushed: one step back is the page before.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/about');
  });

  it('shows Page Not Found for an id that is no product', async () => {
    await page.goto(`${baseUrl()}/product/0123456789abcdef01234567`);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
  });

  it('reads right to left in Arabic, with Arabic names, prices and specifications', async () => {
    const product = await buyableProduct();
    await openProduct(product.slug, 'ar');
    await page.getByRole('heading', { level: 1, name: product.nameAr }).waitFor();
    await expect(page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).resolves.toEqual(['ar', 'rtl']);
    const crumbs = page.getByRole('navigation', { name: 'مسار التنقل' });
    await expect(crumbs.locator('ol > li').first().textContent()).resolves.toBe('الرئيسية');
    await expect(crumbs.locator('svg').first().evaluate((el) => getComputedStyle(el).transform)).resolves.toBe('matrix(-1, 0, 0, 1, 0, 0)');
    expect(normalise(await page.getByTestId('product-price').textContent())).toContain(product.price!.toLocaleString('en-US'));
    await expect(page.getByTestId('product-availability').textContent()).resolves.toBe('متوفر في المخزون');
    const spec = product.specifications[0]!;
    await expect(page.getByTestId('product-specs').locator('th').first().textContent()).resolves.toBe(spec.labelAr || spec.label);
    await expect(page.getByTestId('add-to-cart').textContent()).resolves.toBe('أضف إلى السلة');
    // The picture column starts on the right.
    const gallery = await page.getByTestId('product-gallery').boundingBox();
    const name = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(gallery!.x).toBeGreaterThan(name!.x);
  });

  it('adds the chosen quantity to the cart and updates the header badge', async () => {
    const product = await buyableProduct();
    await openProduct(product.slug);
    await expect(page.getByTestId('cart-badge').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('cart-badge').first().waitFor();
    await expect(page.getByTestId('cart-badge').first().textContent()).resolves.toBe('2');
    await page.getByText('Added to cart').waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as Array<{ id: string; quantity: number }>);
    expect(stored).toEqual([expect.objectContaining({ id: product.id, quantity: 2 })]);
  });
});

describe('category and subcategory pages', () => {
  it('shows a category with its description, subcategory chips and only its products', async () => {
    const categories = await api<Category[]>('/api/categories');
    const category = categories[2]!;
    const expected = await api<ProductList>(`/api/products?category=${category.id}&limit=12`);
    await page.goto(`${baseUrl()}/category/${category.id}`);
    await page.getByRole('heading', { level: 1, name: category.name }).waitFor();
    await expect(page.getByTestId('taxonomy-header').getByText(`${category.productCount} products`).count()).resolves.toBe(1);
    const chips = page.getByTestId('subcategory-chips').getByRole('link');
    await expect(chips.count()).resolves.toBe(category.subcategories.length);
    await expect(chips.first().getAttribute('href')).resolves.toBe(`/subcategory/${category.subcategories[0]!.id}`);
    await page.getByTestId('result-count').getByText(`${expected.total} products`).waitFor();
    const placements = await page.locator('[data-testid="product-grid"] .product-card__placement').allTextContents();
    expect(placements.length).toBe(Math.min(12, expected.total));
    expect(placements.every((text) => text.startsWith(category.name))).toBe(true);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('ol > li').allTextContents()).resolves.toEqual([
      'Home',
      'Products',
      category.name,
    ]);
    await expect(page.title()).resolves.toMatch(new RegExp(`^${category.name.replace(/[&]/g, '\\$&')} \\|`));
  });

  it('shows a subcategory with its siblings and its products, and filters them from the address', async () => {
    const categories = await api<Category[]>('/api/categories');
    const category = categories[0]!;
    const sub = category.subcategories[1]!;
    await page.goto(`${baseUrl()}/subcategory/${sub.id}`);
    await page.getByRole('heading', { level: 1, name: sub.name }).waitFor();
    await page.getByTestId('result-count').getByText(`${sub.productCount} products`).waitFor();
    await expect(page.getByTestId('subcategory-chips').locator('[aria-current="page"]').textContent()).resolves.toBe(sub.name);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('ol > li').allTextContents()).resolves.toEqual([
      'Home',
      'Products',
      category.name,
      sub.name,
    ]);
    await page.getByTestId('sort-select').selectOption('price-desc');
    await page.waitForURL((url) => url.pathname === `/subcategory/${sub.id}` && url.searchParams.get('sort') === 'price-desc');
    const expected = await api<ProductList>(`/api/products?subcategory=${sub.id}&sort=price-desc&limit=12`);
    await page.waitForFunction((first) => document.querySelector('[data-testid="product-grid"] h2')?.textContent === first, expected.items[0]!.name);
  });

  it('shows Page Not Found for an unknown category or subcategory', async () => {
    await page.goto(`${baseUrl()}/category/0123456789abcdef01234567`);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    await page.goto(`${baseUrl()}/subcategory/no-such-range`);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
  });
});
