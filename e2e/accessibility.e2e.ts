// Issue 17, accessibility: axe-core over every route of the storefront (1280 and 375 px) and of the
// dashboard (1280 px), in English and in Arabic. A test fails on any violation of impact serious or
// critical and prints each one with its rule, impact, elements and page, so one run lists them all.
// Each test is one browser context in one language that walks a group of routes; the 375 px pass
// resizes the same page, as a shopper turning a tablet would, instead of loading it again.
// The engine is axe-core 4.14 (the review's), run by @axe-core/playwright 4.13: the last
// release of the runner whose engines accept Node 20.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';
import { CITY_LANDINGS, cityLandingPath } from '../packages/contracts/src/routes';
import { adminArticleSummary } from '../packages/contracts/src/replies-content';
import { reply, listOf } from './support/api';
import { adminOrderId, cartLine, placeOrder, pricedProducts, storeCart } from './support/shop';
import { expect, test } from './support/test';
import { hydrated } from './support/in-app';

type Lang = 'en' | 'ar';
const LANGUAGES: readonly Lang[] = ['en', 'ar'];

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/**
 * Rules outside those tags that the review named: label in name is experimental in axe, and
 * "content outside every landmark" (region, moderate) is a best practice; the run fails on both.
 */
const NAMED_RULES = ['label-content-name-mismatch', 'region'];
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

/** Everything that says "still loading": the shell's placeholder, skeletons and busy regions. */
const LOADING = '[data-testid="page-loading"], .skeleton, [aria-busy="true"]';

interface Finding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  where: string;
}

/** Runs axe on the page as it is now and keeps the serious and critical findings. */
async function audit(page: Page, where: string, findings: Finding[]): Promise<void> {
  const results = await new AxeBuilder({ page, axeSource: axe.source })
    .options({
      runOnly: { type: 'tag', values: WCAG_TAGS },
      rules: Object.fromEntries(NAMED_RULES.map((rule) => [rule, { enabled: true }])),
      // Only the violations in full: much faster on long pages.
      resultTypes: ['violations'],
    })
    .analyze();
  for (const violation of results.violations) {
    const failing = FAILING_IMPACTS.has(violation.impact ?? '') || NAMED_RULES.includes(violation.id);
    if (!failing) continue;
    findings.push({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
      where,
    });
  }
}

/** The page has drawn its content: a heading, and nothing loading any more. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator(LOADING)).toHaveCount(0);
}

/**
 * The cart remote has run (the page's heading comes with the server's HTML, before it) and the
 * delivery zones are in the page's zone select: the page as a shopper sees it.
 */
function zonesShown(select: string) {
  return async (page: Page) => {
    await hydrated(page, 'cart_checkout');
    await expect(page.locator(`${select} option`)).not.toHaveCount(1);
  };
}

interface Visit {
  /** The address (a path of the site). */
  path: string;
  /** How the report names the page, when the path alone does not say it. */
  name?: string;
  /** What to wait for beyond `settled`, or what to do before the audit (open a dialog, say). */
  prepare?: (page: Page) => Promise<void>;
  /** Audit at 375 px as well (the storefront). */
  phone?: boolean;
}

/** Visits each address in turn and audits it at 1280 px, then (if asked) at 375 px. */
async function walk(page: Page, lang: Lang, visits: Visit[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const visit of visits) {
    await page.setViewportSize(DESKTOP);
    await page.goto(visit.path);
    await settled(page);
    await visit.prepare?.(page);
    const name = visit.name ?? visit.path;
    await audit(page, `${name} (${lang}, ${DESKTOP.width} px)`, findings);
    if (visit.phone) {
      await page.setViewportSize(PHONE);
      await settled(page);
      await audit(page, `${name} (${lang}, ${PHONE.width} px)`, findings);
    }
  }
  return findings;
}

/** One line per violation: rule, impact, the elements and the page. */
function report(findings: Finding[]): string[] {
  return findings.map(
    (finding) =>
      `${finding.rule} [${finding.impact}] on ${finding.where}: ${finding.help} -> ${finding.targets.join(' | ')}`,
  );
}

/** Every later page of this context opens in `lang` (the shop keeps it in localStorage 'lang'). */
async function speak(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
}

async function openSearchWithResults(page: Page): Promise<void> {
  await hydrated(page);
  await page.getByTestId('search-button').click();
  const dialog = page.getByTestId('search-dialog');
  await dialog.getByTestId('search-input').fill('chair');
  await expect(dialog.getByTestId('search-result-name').first()).toBeVisible();
  await expect(page.locator(LOADING)).toHaveCount(0);
}

async function openZoomView(page: Page): Promise<void> {
  await hydrated(page, 'catalog');
  await page.getByTestId('open-zoom').click();
  await expect(page.getByTestId('zoom-view')).toBeVisible();
}

async function openCategoryMenu(page: Page): Promise<void> {
  await hydrated(page);
  await page.getByTestId('category-menu-button').click();
  await expect(page.getByTestId('category-mega').getByRole('link').nth(10)).toBeVisible();
}

test.describe.configure({ mode: 'parallel' });

for (const lang of LANGUAGES) {
  test.describe(`no serious accessibility fault (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await speak(page, lang);
    });

    test(`catalogue pages, landings and search (${lang})`, async ({ page, api }) => {
      test.setTimeout(180_000);
      const categories = await api('/api/categories', listOf(reply.categoryView));
      const category = categories.find((entry) => entry.subcategories.length > 0) ?? categories[0]!;
      const subcategory = category.subcategories[0];
      const listed = await api('/api/products?limit=48', reply.productList);
      const plain = listed.items.find((product) => product.variants.length === 0) ?? listed.items[0]!;
      const withVariants = listed.items.find((product) => product.variants.length > 0);
      const visits: Visit[] = [
        { path: '/', phone: true },
        { path: '/products', phone: true },
        { path: `/products?category=${encodeURIComponent(category.name)}&minPrice=100`, phone: true },
        { path: '/products?q=chiar', phone: true },
        { path: '/products?q=zzqqxx', phone: true },
        { path: '/collection', phone: true },
        { path: `/category/${category.id}`, phone: true },
        ...(subcategory ? [{ path: `/subcategory/${subcategory.id}`, phone: true }] : []),
        { path: `/product/${plain.slug}`, phone: true },
        ...(withVariants ? [{ path: `/product/${withVariants.slug}`, phone: true }] : []),
        ...CITY_LANDINGS.map((city) => ({ path: cityLandingPath(city), phone: true })),
        { path: '/fit-out', phone: true },
        { path: '/', name: '/ with search results', prepare: openSearchWithResults, phone: true },
      ];
      const findings = await walk(page, lang, visits);

      // Still on a phone: the search dialog closed, the menu opened.
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('search-dialog')).toBeHidden();
      await page.getByTestId('nav-mobile-toggle').click();
      await expect(page.getByTestId('nav-mobile')).toBeVisible();
      await audit(page, `/ with the menu open (${lang}, ${PHONE.width} px)`, findings);

      expect(report(findings)).toEqual([]);
    });

    test(`the product page's zoom view and sticky Add to Cart bar (${lang})`, async ({ page, api }) => {
      const [product] = await pricedProducts(api, 1);
      const findings = await walk(page, lang, [
        {
          path: `/product/${product!.slug}`,
          name: '/product with the zoom view open',
          prepare: openZoomView,
          phone: true,
        },
      ]);
      // Scrolled down on a phone: the sticky bar is showing.
      await page.goto(`/product/${product!.slug}`);
      await settled(page);
      await hydrated(page, 'catalog');
      await page
        .getByTestId('product-purchase')
        .evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().bottom + 300));
      await expect(page.getByTestId('sticky-buy-bar')).toBeVisible();
      await audit(page, `/product with the sticky bar (${lang}, ${PHONE.width} px)`, findings);
      expect(report(findings)).toEqual([]);
    });

    test(`the header's category menu, desktop and phone (${lang})`, async ({ page }) => {
      const findings = await walk(page, lang, [
        { path: '/about', name: '/about with the category menu open', prepare: openCategoryMenu },
      ]);
      // On a phone: the menu's drill-down, at both levels.
      await page.setViewportSize(PHONE);
      await page.getByTestId('nav-mobile-toggle').click();
      const menu = page.getByTestId('nav-mobile');
      await page.getByTestId('category-drill-open').click();
      await expect(menu.locator('[data-category]').first()).toBeVisible();
      await audit(page, `/about with the menu's categories (${lang}, ${PHONE.width} px)`, findings);
      await menu.locator('[data-category]').first().click();
      await expect(menu.getByRole('link').nth(1)).toBeVisible();
      await audit(page, `/about with the menu's subcategories (${lang}, ${PHONE.width} px)`, findings);
      expect(report(findings)).toEqual([]);
    });

    test(`cart, checkout, orders and contact (${lang})`, async ({ page, api }) => {
      test.setTimeout(120_000);
      const order = await placeOrder(api, { zone: 'doha', slot: 'if-free', language: lang });
      const findings = await walk(page, lang, [
        { path: '/cart', name: '/cart (empty)', phone: true },
        { path: '/track-order', phone: true },
        { path: '/contact', phone: true },
        { path: `/order-confirmation?token=${order.token}`, phone: true },
        { path: '/no-such-page-here', name: '404 (/no-such-page-here)', phone: true },
      ]);
      await storeCart(
        page,
        (await pricedProducts(api, 2)).map((product, i) => cartLine(product, i + 1)),
      );
      findings.push(
        ...(await walk(page, lang, [
          { path: '/cart', name: '/cart (with items)', phone: true, prepare: zonesShown('#cart-zone') },
          { path: '/checkout', phone: true, prepare: zonesShown('#checkout-zone') },
        ])),
      );
      expect(report(findings)).toEqual([]);
    });

    test(`blog and content pages (${lang})`, async ({ page, api }) => {
      test.setTimeout(120_000);
      const { items } = await api('/api/articles?limit=1', reply.articleList);
      const article = items[0]!;
      const findings = await walk(page, lang, [
        { path: '/blog', phone: true },
        { path: `/${article.slug}`, phone: true },
        ...[
          '/about',
          '/services',
          '/our-story',
          '/terms-conditions',
          '/customer-service',
          '/delivery-info',
          '/return-policy',
        ].map((path) => ({ path, phone: true })),
      ]);
      expect(report(findings)).toEqual([]);
    });

    test(`dashboard (${lang})`, async ({ page, api, adminApi, signIn }) => {
      test.setTimeout(120_000);
      const findings = await walk(page, lang, [{ path: '/adm/ogulf', phone: true }]);
      const order = await placeOrder(api, { zone: 'doha', slot: 'if-free', language: lang });
      const adminId = await adminOrderId(adminApi, order.orderNumber);
      const [product] = await pricedProducts(api, 1);
      const { reference } = await api('/api/quote-request', reply.messageReceipt, {
        body: {
          name: 'Fatima Al-Thani',
          email: 'fatima@example.qa',
          phone: '+974 5512 3456',
          company: 'Lusail Holdings',
          message: 'Furnishing our new office on the 12th floor.',
          items: [{ productId: product!.id, quantity: 4 }],
          language: lang,
        },
      });
      const request = (await adminApi(`/api/admin/quote-requests?q=${reference}`, reply.inboxList)).items[0]!;
      const [article] = await adminApi('/api/admin/articles', listOf(adminArticleSummary));
      await signIn();
      findings.push(
        ...(await walk(page, lang, [
          { path: '/admin', phone: true },
          { path: '/admin/inbox' },
          { path: `/admin/inbox/quote-requests/${request.id}` },
          { path: '/admin/quotations' },
          { path: '/admin/orders', phone: true },
          { path: `/admin/orders/${adminId}` },
          { path: '/admin/deliveries' },
          { path: '/admin/products' },
          { path: '/admin/products/new' },
          { path: `/admin/products/${product!.id}` },
          { path: '/admin/categories' },
          { path: '/admin/testimonials' },
          { path: '/admin/zones' },
          { path: '/admin/delivery-schedule' },
          { path: '/admin/fitout-rules' },
          { path: '/admin/content' },
          { path: '/admin/content/articles/new' },
          { path: `/admin/content/articles/${article!.id}` },
          { path: '/admin/content/hero' },
          { path: '/admin/csv', phone: true },
        ])),
      );
      // Still on a phone (the last page): the dashboard's menu opened as a drawer.
      await page.locator('.adm-topbar__menu').click();
      await expect(page.getByTestId('admin-sidebar')).toBeVisible();
      await audit(page, `/admin/csv with the menu open (${lang}, ${PHONE.width} px)`, findings);
      expect(report(findings)).toEqual([]);
    });
  });
}
