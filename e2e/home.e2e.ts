import type { Locator, Page, Route } from '@playwright/test';
import { reply, listOf, type ProductList } from './support/api';
import { expect, test } from './support/test';
import { holdReplies, hydrated, openInApp } from './support/in-app';

const HEADLINE = { en: 'Premium Office Furniture', ar: 'أثاث مكتبي فاخر' } as const;

/**
 * The device the carousel runs on. This machine has few cores, which the shell rates as a
 * low-tier device (no auto-advance), so most tests present a strong one.
 */
async function presentDevice(page: Page, cores: number, memoryGb: number): Promise<void> {
  await page.addInitScript(
    ([c, m]) => {
      Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { configurable: true, get: () => c });
      Object.defineProperty(Navigator.prototype, 'deviceMemory', { configurable: true, get: () => m });
    },
    [cores, memoryGb] as const,
  );
}

async function openHome(
  page: Page,
  lang: 'en' | 'ar' = 'en',
  device: { cores: number; memoryGb: number } = { cores: 8, memoryGb: 8 },
): Promise<void> {
  await presentDevice(page, device.cores, device.memoryGb);
  if (lang === 'ar') await page.addInitScript(() => localStorage.setItem('lang', 'ar'));
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: HEADLINE[lang] }).waitFor();
  // The headline is in the server's HTML; the carousel's buttons and keys work once the page has hydrated.
  await hydrated(page, 'catalog');
}

/** Scrolls a lazily rendered section into view (its placeholder first) and returns it once rendered. */
async function reveal(page: Page, testId: string, lazyName: string): Promise<Locator> {
  const section = page.getByTestId(testId);
  if ((await section.count()) === 0) {
    const placeholder = page.locator(`[data-lazy-section="${lazyName}"]`);
    // The placeholder may be swapped for the section meanwhile: then there is nothing left to scroll to.
    if ((await placeholder.count()) > 0)
      await placeholder.scrollIntoViewIfNeeded({ timeout: 5_000 }).catch(() => undefined);
  }
  await section.waitFor();
  await section.scrollIntoViewIfNeeded();
  return section;
}

const carousel = (page: Page) => page.getByTestId('hero-carousel');
const activeSlide = (page: Page) => carousel(page).locator('[data-testid="hero-slide"][data-active]');
/** The carousel's own pace (mf-catalog's SLIDE_INTERVAL_MS). */
const SLIDE_INTERVAL_MS = 5_000;

const fulfilJson = (data: unknown) => (route: Route) =>
  route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, data }) });

test.describe('home page sections', () => {
  test("shows the sections in the spec's order, with the footer last", async ({ page }) => {
    await openHome(page);
    await reveal(page, 'home-featured', 'featured');
    await reveal(page, 'home-cities', 'cities');
    await reveal(page, 'home-stats', 'stats');
    await reveal(page, 'home-about', 'about');
    await reveal(page, 'home-best-sellers', 'best-sellers');
    await reveal(page, 'home-testimonials', 'testimonials');
    const order = await page
      .locator(
        '[data-testid="home-hero"], [data-testid="home-featured"], [data-testid="category-grid"], [data-testid="home-cities"], [data-testid="home-stats"], [data-testid="home-about"], [data-testid="home-best-sellers"], [data-testid="home-testimonials"], [data-testid="site-footer"]',
      )
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));
    expect(order).toEqual([
      'home-hero',
      'home-featured',
      'category-grid',
      'home-cities',
      'home-stats',
      'home-about',
      'home-best-sellers',
      'home-testimonials',
      'site-footer',
    ]);

    const stats = page.getByTestId('home-stats');
    for (const figure of ['18+', '5000+', '4.8/5', 'Free']) await stats.getByText(figure, { exact: true }).waitFor();
    const about = page.getByTestId('home-about');
    await expect(about.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about');
    await expect(about.getByRole('link', { name: 'Our story' })).toHaveAttribute('href', '/our-story');
  });

  test('loads the sections below the fold, and their data, only as they near the viewport', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/testimonials')) asked.push(request.url());
    });
    await openHome(page);
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    await expect(page.getByTestId('home-testimonials')).toHaveCount(0);
    await reveal(page, 'home-testimonials', 'testimonials');
    expect(asked).toHaveLength(1);
  });
});

test.describe('hero carousel', () => {
  test('is a labelled carousel of three slides whose first picture loads first, with its size given', async ({
    page,
  }) => {
    await openHome(page);
    await expect(carousel(page)).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = carousel(page).locator('[aria-roledescription="slide"]');
    await expect
      .poll(() => slides.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label'))))
      .toEqual(['1 of 3', '2 of 3', '3 of 3']);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 3');

    const first = slides.first().locator('img');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('width', '1600');
    await expect(first).toHaveAttribute('height', '1000');
    await expect(first).toHaveAttribute('srcset', /\.webp\?w=800\S* 800w, .+ 1200w, .+\.webp 1600w$/);
    await expect(first).toHaveAttribute('alt', /office/i);
    // The other two pictures come after the first, lazily.
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="hero-slide"] img').length === 3);
    await expect(slides.nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
    await expect(slides.nth(2).locator('img')).toHaveAttribute('loading', 'lazy');
  });

  for (const width of [1280, 375]) {
    test(`keeps its place while the slides load: nothing below it moves when they show (${width} px)`, async ({
      page,
    }) => {
      const release = await holdReplies(page, '**/api/hero-slides');
      await page.setViewportSize({ width, height: 800 });
      await presentDevice(page, 8, 8);
      await openInApp(page, '/');
      const loading = page.getByTestId('hero-carousel-loading');
      await expect(loading).toHaveAttribute('aria-busy', 'true');
      const hero = page.getByTestId('home-hero');
      const before = await hero.boundingBox();
      const frameBefore = await loading.locator('.hero-carousel__frame').boundingBox();
      release();
      await expect(activeSlide(page).locator('img')).toBeVisible();
      expect(await hero.boundingBox()).toEqual(before);
      expect(await carousel(page).locator('.hero-carousel__frame').boundingBox()).toEqual(frameBefore);
    });
  }

  test('advances by itself with the live region off, and the pause button stops it', async ({ page }) => {
    // The page's clock is ours to move: no waiting out the carousel's real interval.
    await page.clock.install();
    await openHome(page);
    await expect(carousel(page).getByTestId('hero-toggle')).toHaveAttribute('aria-label', 'Pause slide show');
    await expect(carousel(page).locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(SLIDE_INTERVAL_MS);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 of 3');

    await carousel(page).getByTestId('hero-toggle').click();
    await expect(carousel(page).getByTestId('hero-toggle')).toHaveAttribute('aria-label', 'Play slide show');
    await page.mouse.move(0, 0);
    await expect(carousel(page)).toHaveAttribute('data-rotating', 'false');
    await expect(carousel(page).locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    const shown = (await activeSlide(page).getAttribute('aria-label')) ?? '';
    // Longer than one interval: a paused carousel must not have moved.
    await page.clock.runFor(SLIDE_INTERVAL_MS + 1_500);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', shown);

    await carousel(page).getByTestId('hero-toggle').click();
    await page.mouse.move(0, 0);
    await expect(carousel(page)).toHaveAttribute('data-rotating', 'true');
  });

  test('holds still under the pointer and while the tab is hidden', async ({ page }) => {
    await openHome(page);
    await carousel(page).locator('.hero-carousel__frame').hover();
    await expect(carousel(page)).toHaveAttribute('data-rotating', 'false');
    await page.mouse.move(0, 0);
    await expect(carousel(page)).toHaveAttribute('data-rotating', 'true');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(carousel(page)).toHaveAttribute('data-rotating', 'false');
  });

  test('moves with the arrow keys, the previous/next buttons and the dots', async ({ page }) => {
    await openHome(page);
    await carousel(page).getByTestId('hero-next').focus();
    // Keyboard focus inside holds the rotation, so each change below is the visitor's.
    await expect(carousel(page)).toHaveAttribute('data-rotating', 'false');
    await page.keyboard.press('ArrowRight');
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 of 3');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '3 of 3');
    await page.keyboard.press('Home');
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 3');

    await carousel(page).getByTestId('hero-next').click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 of 3');
    await carousel(page).getByTestId('hero-prev').click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 3');
    const third = carousel(page).getByRole('button', { name: 'Show slide 3 of 3' });
    await third.click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '3 of 3');
    await expect(third).toHaveAttribute('aria-current', 'true');
  });

  test('does not advance by itself under reduced motion or on a low-tier device', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page);
    await expect(carousel(page)).toHaveAttribute('data-rotating', 'false');
    await expect(carousel(page).getByTestId('hero-toggle')).toHaveAttribute('aria-label', 'Play slide show');

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await presentDevice(page, 2, 2);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: HEADLINE.en }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.deviceTier)).toBe('low');
    await expect(carousel(page)).toHaveAttribute('data-rotating', 'false');
  });

  test('links to the products and to a quote request', async ({ page }) => {
    await openHome(page);
    await expect(page.getByTestId('hero-browse')).toHaveAttribute('href', '/products');
    await expect(page.getByTestId('hero-quote')).toHaveAttribute('href', '/contact');
    await expect(page.getByTestId('hero-browse')).toHaveText('Browse Products');
    await expect(page.getByTestId('hero-quote')).toHaveText('Request a Quote');
  });
});

test.describe('featured products and best sellers', () => {
  test('shows the featured products in a row whose cards open /product/<slug>', async ({ page, api }) => {
    const featured = (await api('/api/products?featured=true&limit=12', reply.productList)).items;
    expect(featured.length).toBeGreaterThan(0);
    await openHome(page);
    const section = await reveal(page, 'home-featured', 'featured');
    await expect
      .poll(() =>
        section
          .locator('[data-testid="product-card"] a')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      )
      .toEqual(featured.map((p) => `/product/${encodeURIComponent(p.slug)}`));
    await expect(section.getByTestId('featured-view-all')).toHaveAttribute('href', '/products?featured=true');

    await section.getByTestId('product-card').first().click();
    await page.waitForURL((url) => url.pathname === `/product/${encodeURIComponent(featured[0]!.slug)}`);
  });

  test('pages through the row with the next and previous buttons', async ({ page }) => {
    await openHome(page);
    const section = await reveal(page, 'home-featured', 'featured');
    await section.getByTestId('product-card').first().waitFor();
    const next = section.getByTestId('featured-next');
    const previous = section.getByTestId('featured-prev');
    await expect(previous).toBeDisabled();
    await next.click();
    await page.waitForFunction(() => (document.querySelector('[data-testid="featured-track"]')?.scrollLeft ?? 0) > 0);
    await page.waitForFunction(
      () => !(document.querySelector('[data-testid="featured-prev"]') as HTMLButtonElement | null)?.disabled,
    );
    await previous.click();
    await page.waitForFunction(() => document.querySelector('[data-testid="featured-track"]')?.scrollLeft === 0);
  });

  test('shows skeleton cards while the featured products load, and hides the row when there are none', async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === '/api/products' && url.searchParams.get('featured') === 'true',
      async (route) => {
        await held;
        // The real reply with nothing in it, so its shape stays the API's.
        const response = await route.fetch();
        const real = (await response.json()) as { data: ProductList };
        await route.fulfill({ response, json: { ...real, data: { ...real.data, items: [], total: 0, pages: 0 } } });
      },
    );
    await openHome(page);
    const section = await reveal(page, 'home-featured', 'featured');
    await expect(section.getByTestId('product-skeleton')).toHaveCount(4);
    release();
    await page.getByTestId('home-featured').waitFor({ state: 'detached' });
    await page.getByTestId('category-grid').waitFor();
  });

  test('shows the best sellers as product cards', async ({ page, api }) => {
    const best = (await api('/api/products?bestSeller=true&limit=8', reply.productList)).items;
    expect(best.length).toBeGreaterThan(0);
    await openHome(page);
    const section = await reveal(page, 'home-best-sellers', 'best-sellers');
    await section.getByTestId('product-card').first().waitFor();
    await expect(section.locator('[data-testid="product-card"] h3')).toHaveText(best.map((p) => p.name));
    await expect(section.getByTestId('best-sellers-view-all')).toHaveAttribute('href', '/products?bestSeller=true');
  });
});

test.describe('city service cards', () => {
  test('lead to the Doha, Lusail and Al Waab landing pages', async ({ page }) => {
    await openHome(page);
    const section = await reveal(page, 'home-cities', 'cities');
    const cards = section.getByTestId('city-card');
    await expect(cards.locator('h3')).toHaveText(['Doha', 'Lusail', 'Al Waab']);
    await expect
      .poll(() => cards.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      .toEqual(['/office-furniture-doha', '/office-furniture-lusail', '/office-furniture-al-waab']);
    await cards.nth(1).click();
    await page.waitForURL((url) => url.pathname === '/office-furniture-lusail');
    await page.getByRole('heading', { level: 1, name: /Lusail/ }).waitFor();
  });
});

test.describe('testimonials', () => {
  test('shows each customer, their words and an accessible star rating, in English and in Arabic', async ({
    page,
    context,
    api,
  }) => {
    const testimonials = await api('/api/testimonials', listOf(reply.testimonialView));
    expect(testimonials.length).toBeGreaterThan(0);
    const shown = testimonials.slice(0, 6);
    await openHome(page);
    let section = await reveal(page, 'home-testimonials', 'testimonials');
    await expect(section.locator('cite')).toHaveText(shown.map((t) => t.name));
    await expect(section.locator('blockquote')).toHaveText(shown.map((t) => t.text));
    await expect
      .poll(() => section.getByRole('img').evaluateAll((stars) => stars.map((s) => s.getAttribute('aria-label'))))
      .toEqual(shown.map((t) => `Rated ${t.rating} out of 5`));

    await page.close();
    const arabic = await context.newPage();
    await openHome(arabic, 'ar');
    section = await reveal(arabic, 'home-testimonials', 'testimonials');
    await expect(section.locator('cite')).toHaveText(shown.map((t) => t.nameAr || t.name));
    await expect(section.locator('blockquote')).toHaveText(shown.map((t) => t.textAr || t.text));
    await expect(section.getByRole('img').first()).toHaveAttribute('aria-label', `التقييم ${shown[0]!.rating} من 5`);
  });

  test('is left out when there are none', async ({ page }) => {
    await page.route('**/api/testimonials', fulfilJson([]));
    await openHome(page);
    const answered = page.waitForResponse((response) => response.url().includes('/api/testimonials'));
    await reveal(page, 'home-best-sellers', 'best-sellers');
    await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
    await answered;
    await page.getByTestId('site-footer').waitFor();
    await expect(page.getByTestId('home-testimonials')).toHaveCount(0);
  });
});

test.describe('Arabic', () => {
  test('lays the page out right to left with mirrored controls and Arabic texts', async ({ page }) => {
    await openHome(page, 'ar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(carousel(page)).toHaveAttribute('aria-label', 'مساحات العمل لدينا');
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 من 3');
    // "Previous" sits on the right and "next" on the left; the left arrow moves forward.
    const previous = await carousel(page).getByTestId('hero-prev').boundingBox();
    const next = await carousel(page).getByTestId('hero-next').boundingBox();
    expect(previous!.x).toBeGreaterThan(next!.x);
    await carousel(page).getByTestId('hero-next').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 من 3');

    const cities = await reveal(page, 'home-cities', 'cities');
    await expect(cities.locator('h3')).toHaveText(['الدوحة', 'لوسيل', 'الوعب']);
    await expect(cities.getByRole('heading', { level: 2 })).toHaveText('أثاث مكتبي بالقرب منك');
  });
});
