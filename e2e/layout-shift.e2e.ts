// The pages whose content only the browser has (the cart stored in it, an order read with its
// private token): the server sends their frame and the browser fills it in. Nothing on screen may
// move when it does: the sum of the layout shifts Chromium reports stays within 0.02 (the
// storefront's CLS goal, issue 16), in English and Arabic, on a phone and a desktop. Also a page whose
// stylesheets the federation runtime links again after hydration (/track-order), and a category page
// still waiting for its reply (its skeleton keeps the footer below the fold).
import type { BrowserContext, Page } from '@playwright/test';
import type { Language } from '../packages/contracts/src/constants';
import { listOf, reply } from './support/api';
import { holdReplies, openInApp } from './support/in-app';
import { cartLine, placeOrder, pricedProducts } from './support/shop';
import { expect, siteUrl, test } from './support/test';

const CLS_GOAL = 0.02;

interface Shift {
  value: number;
  sources: string[];
}

/**
 * A returning visitor: `lines` stored as the cart and `lang` as the language, in storage and in the
 * cookie the server renders by, before the first page of the context opens.
 */
async function returningVisitor(context: BrowserContext, lines: unknown[], lang: Language): Promise<void> {
  await context.addCookies([{ name: 'lang', value: lang, url: siteUrl() }]);
  await context.addInitScript(
    ([items, language]) => {
      localStorage.setItem('cart', JSON.stringify(items));
      localStorage.setItem('lang', language);
    },
    [lines, lang] as const,
  );
}

/** Every layout shift of the page so far that no input caused (what CLS adds up), with what moved. */
async function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(() => {
    interface LayoutShift extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node | null }[];
    }
    const observer = new PerformanceObserver(() => undefined);
    // `buffered`: the shifts from the page's start, handed over at once by takeRecords().
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as LayoutShift[];
    observer.disconnect();
    return entries
      .filter((entry) => !entry.hadRecentInput)
      .map((entry) => ({
        value: entry.value,
        sources: entry.sources.map((source) =>
          source.node instanceof Element
            ? `${source.node.tagName.toLowerCase()}.${source.node.getAttribute('class') ?? ''}`
            : String(source.node?.nodeName),
        ),
      }));
  });
}

async function expectNoVisibleShift(page: Page): Promise<void> {
  const shifts = await layoutShifts(page);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(CLS_GOAL);
}

const sizes = [
  ['phone', { width: 375, height: 740 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

for (const [device, viewport] of sizes) {
  test.describe(`layout shift on a ${device}`, () => {
    test.use({ viewport });

    for (const lang of ['en', 'ar'] as const) {
      test(`/cart with stored items (${lang}): nothing moves when the lines come in`, async ({
        page,
        context,
        api,
      }) => {
        const [desk, chair] = await pricedProducts(api, 2);
        if (!desk || !chair) throw new Error('catalogue has too few priced products');
        await returningVisitor(context, [cartLine(desk, 1), cartLine(chair, 2)], lang);
        await page.goto('/cart');
        await expect(page.locator('html')).toHaveAttribute('data-page-ready');
        await expect(page.getByTestId('cart-line')).toHaveCount(2);
        await expect(page.getByTestId('cart-total')).toBeVisible();
        // The price check after hydration shows a status line, then clears it.
        await expect(page.getByTestId('refresh-status')).toHaveText('');
        await expectNoVisibleShift(page);
      });
    }

    test('/cart when empty: the empty state takes the frame’s place', async ({ page, context }) => {
      await returningVisitor(context, [], 'en');
      await page.goto('/cart');
      await expect(page.locator('html')).toHaveAttribute('data-page-ready');
      await expect(page.getByTestId('cart-empty')).toBeVisible();
      await expectNoVisibleShift(page);
    });

    test('/checkout with stored items: the form takes the frame’s place', async ({ page, context, api }) => {
      const [desk] = await pricedProducts(api, 1);
      if (!desk) throw new Error('catalogue has no priced product');
      await returningVisitor(context, [cartLine(desk, 1)], 'ar');
      await page.goto('/checkout');
      await expect(page.locator('html')).toHaveAttribute('data-page-ready');
      await expect(page.getByTestId('checkout-form')).toBeVisible();
      await expectNoVisibleShift(page);
    });

    test('/track-order: the page keeps its layout when its stylesheets are linked again', async ({ page, context }) => {
      await returningVisitor(context, [], 'en');
      await page.goto('/track-order');
      await expect(page.locator('html')).toHaveAttribute('data-page-ready');
      await expect(page.getByTestId('tracking-form')).toBeVisible();
      await expectNoVisibleShift(page);
    });

    test('/category while its category is on the way: the footer waits below the fold', async ({ page, api }) => {
      const [category] = await api('/api/categories', listOf(reply.categoryView));
      if (!category) throw new Error('the shop has no category');
      const release = await holdReplies(page, '**/api/categories/*');
      await openInApp(page, `/category/${category.id}`);
      await expect(page.getByTestId('taxonomy-skeleton')).toBeVisible();
      // A short skeleton would let the footer into view, and the page would push it out when the reply came.
      const footerTop = await page.getByTestId('site-footer').evaluate((footer) => footer.getBoundingClientRect().top);
      expect(footerTop).toBeGreaterThanOrEqual(viewport.height);
      release();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
    });

    test('/order-confirmation: the order read with its token takes the skeleton’s place', async ({
      page,
      context,
      api,
    }) => {
      const order = await placeOrder(api);
      await returningVisitor(context, [], 'en');
      await page.goto(`/order-confirmation?token=${order.token}`);
      await expect(page.locator('html')).toHaveAttribute('data-page-ready');
      await expect(page.getByTestId('order-number')).toHaveText(order.orderNumber);
      await expectNoVisibleShift(page);
    });
  });
}
