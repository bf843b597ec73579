import type { Locator, Page, Route } from 'playwright-core';
import { baseUrl, openBrowserForEachTest } from './support/browser';

interface ProductItem {
  id: string;
  name: string;
  nameAr: string;
  slug: string;
}

interface Testimonial {
  name: string;
  nameAr?: string;
  company: string;
  companyAr?: string;
  text: string;
  textAr?: string;
  rating: number;
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

const HEADLINE = { en: 'Premium Office Furniture', ar: 'أثاث مكتبي فاخر' } as const;

/**
 * The device the carousel runs on. This machine has few cores, which the shell rates as a
 * low-tier device (no auto-advance), so most tests present a strong one.
 */
async function presentDevice(cores: number, memoryGb: number): Promise<void> {
  await page.addInitScript(
    ([c, m]) => {
      Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { configurable: true, get: () => c });
      Object.defineProperty(Navigator.prototype, 'deviceMemory', { configurable: true, get: () => m });
    },
    [cores, memoryGb] as const,
  );
}

async function openHome(lang: 'en' | 'ar' = 'en', device: { cores: number; memoryGb: number } = { cores: 8, memoryGb: 8 }): Promise<void> {
  await presentDevice(device.cores, device.memoryGb);
  if (lang === 'ar') await page.addInitScript(() => localStorage.setItem('lang', 'ar'));
  await page.goto(baseUrl());
  await page.getByRole('heading', { level: 1, name: HEADLINE[lang] }).waitFor();
}

/** Scrolls a lazily rendered section into view (its placeholder first) and returns it once rendered. */
async function reveal(testId: string, lazyName: string): Promise<Locator> {
  const section = page.getByTestId(testId);
  if ((await section.count()) === 0) {
    const placeholder = page.locator(`[data-lazy-section="${lazyName}"]`);
    // The placeholder may be swapped for the section meanwhile: then there is nothing left to scroll to.
    if ((await placeholder.count()) > 0) await placeholder.scrollIntoViewIfNeeded({ timeout: 5_000 }).catch(() => undefined);
  }
  await section.waitFor();
  await section.scrollIntoViewIfNeeded();
  return section;
}

const carousel = () => page.getByTestId('hero-carousel');
const activeSlideLabel = () => carousel().locator('[data-testid="hero-slide"][data-active]').getAttribute('aria-label');
const waitForActiveSlide = (label: string, timeout = 15_000) =>
  page.waitForFunction((want) => document.querySelector('[data-testid="hero-slide"][data-active]')?.getAttribute('aria-label') === want, label, { timeout });

const fulfilJson = (data: unknown) => (route: Route) =>
  route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, data }) });

describe('home page sections', () => {
  it("shows the sections in the spec's order, with the footer last", async () => {
    await openHome();
    await reveal('home-featured', 'featured');
    await reveal('home-cities', 'cities');
    await reveal('home-stats', 'stats');
    await reveal('home-about', 'about');
    await reveal('home-best-sellers', 'best-sellers');
    await reveal('home-testimonials', 'testimonials');
    const order = await page
      .locator('[data-testid="home-hero"], [data-testid="home-featured"], [data-testid="category-grid"], [data-testid="home-cities"], [data-testid="home-stats"], [data-testid="home-about"], [data-testid="home-best-sellers"], [data-testid="home-testimonials"], [data-testid="site-footer"]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));
    expect(order).toEqual(['home-hero', 'home-featured', 'category-grid', 'home-cities', 'home-stats', 'home-about', 'home-best-sellers', 'home-testimonials', 'site-footer']);

    const stats = page.getByTestId('home-stats');
    for (const figure of ['18+', '5000+', '4.8/5', 'Free']) await stats.getByText(figure, { exact: true }).waitFor();
    const about = page.getByTestId('home-about');
    await expect(about.getByRole('link', { name: 'About us' }).getAttribute('href')).resolves.toBe('/about');
    await expect(about.getByRole('link', { name: 'Our story' }).getAttribute('href')).resolves.toBe('/our-story');
  });

  it('loads the sections below the fold, and their data, only as they near the viewport', async () => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/testimonials')) asked.push(request.url());
    });
    await openHome();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    await expect(page.getByTestId('home-testimonials').count()).resolves.toBe(0);
    await reveal('home-testimonials', 'testimonials');
    expect(asked).toHaveLength(1);
  });
});

describe('hero carousel', () => {
  it('is a labelled carousel of three slides whose first picture loads first, with its size given', async () => {
    await openHome();
    await expect(carousel().getAttribute('aria-roledescription')).resolves.toBe('carousel');
    const slides = carousel().locator('[aria-roledescription="slide"]');
    await expect(slides.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')))).resolves.toEqual(['1 of 3', '2 of 3', '3 of 3']);
    await expect(activeSlideLabel()).resolves.toBe('1 of 3');

    const first = slides.first().locator('img');
    await expect(first.getAttribute('fetchpriority')).resolves.toBe('high');
    await expect(first.getAttribute('width')).resolves.toBe('1600');
    await expect(first.getAttribute('height')).resolves.toBe('1000');
    await expect(first.getAttribute('srcset')).resolves.toMatch(/\.webp 828w, .+\.webp 1600w$/);
    await expect(first.getAttribute('alt')).resolves.toMatch(/office/i);
    // The other two pictures come after the first, lazily.
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="hero-slide"] img').length === 3);
    await expect(slides.nth(1).locator('img').getAttribute('loading')).resolves.toBe('lazy');
    await expect(slides.nth(2).locator('img').getAttribute('loading')).resolves.toBe('lazy');
  });

  it('advances by itself with the live region off, and the pause button stops it', async () => {
    await openHome();
    await expect(carousel().getByTestId('hero-toggle').getAttribute('aria-label')).resolves.toBe('Pause slide show');
    await expect(carousel().locator('[aria-live]').getAttribute('aria-live')).resolves.toBe('off');
    await waitForActiveSlide('2 of 3');

    await carousel().getByTestId('hero-toggle').click();
    await expect(carousel().getByTestId('hero-toggle').getAttribute('aria-label')).resolves.toBe('Play slide show');
    await page.mouse.move(0, 0);
    await expect(carousel().getAttribute('data-rotating')).resolves.toBe('false');
    await expect(carousel().locator('[aria-live]').getAttribute('aria-live')).resolves.toBe('polite');
    const shown = await activeSlideLabel();
    // Longer than one interval: a paused carousel must not have moved.
    await page.waitForTimeout(6_500);
    await expect(activeSlideLabel()).resolves.toBe(shown);

    await carousel().getByTestId('hero-toggle').click();
    await page.mouse.move(0, 0);
    await expect(carousel().getAttribute('data-rotating')).resolves.toBe('true');
  });

  it('holds still under the pointer and while the tab is hidden', async () => {
    await openHome();
    await carousel().locator('.hero-carousel__frame').hover();
    await expect(carousel().getAttribute('data-rotating')).resolves.toBe('false');
    await page.mouse.move(0, 0);
    await expect(carousel().getAttribute('data-rotating')).resolves.toBe('true');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(carousel().getAttribute('data-rotating')).resolves.toBe('false');
  });

  it('moves with the arrow keys, the previous/next buttons and the dots', async () => {
    await openHome();
    await carousel().getByTestId('hero-next').focus();
    // Keyboard focus inside holds the rotation, so each change below is the visitor's.
    await expect(carousel().getAttribute('data-rotating')).resolves.toBe('false');
    await page.keyboard.press('ArrowRight');
    await expect(activeSlideLabel()).resolves.toBe('2 of 3');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(activeSlideLabel()).resolves.toBe('3 of 3');
    await page.keyboard.press('Home');
    await expect(activeSlideLabel()).resolves.toBe('1 of 3');

    await carousel().getByTestId('hero-next').click();
    await expect(activeSlideLabel()).resolves.toBe('2 of 3');
    await carousel().getByTestId('hero-prev').click();
    await expect(activeSlideLabel()).resolves.toBe('1 of 3');
    const third = carousel().getByRole('button', { name: 'Show slide 3 of 3' });
    await third.click();
    await expect(activeSlideLabel()).resolves.toBe('3 of 3');
    await expect(third.getAttribute('aria-current')).resolves.toBe('true');
  });

  it('does not advance by itself under reduced motion or on a low-tier device', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome();
    await expect(carousel().getAttribute('data-rotating')).resolves.toBe('false');
    await expect(carousel().getByTestId('hero-toggle').getAttribute('aria-label')).resolves.toBe('Play slide show');

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await presentDevice(2, 2);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: HEADLINE.en }).waitFor();
    await expect(page.evaluate(() => document.documentElement.dataset.deviceTier)).resolves.toBe('low');
    await expect(carousel().getAttribute('data-rotating')).resolves.toBe('false');
  });

  it('links to the products and to a quote request', async () => {
    await openHome();
    await expect(page.getByTestId('hero-browse').getAttribute('href')).resolves.toBe('/products');
    await expect(page.getByTestId('hero-quote').getAttribute('href')).resolves.toBe('/contact');
    await expect(page.getByTestId('hero-browse').textContent()).resolves.toBe('Browse Products');
    await expect(page.getByTestId('hero-quote').textContent()).resolves.toBe('Request a Quote');
  });
});

describe('featured products and best sellers', () => {
  it('shows the featured products in a row whose cards open /product/<slug>', async () => {
    const featured = (await api<{ items: ProductItem[] }>('/api/products?featured=true&limit=12')).items;
    expect(featured.length).toBeGreaterThan(0);
    await openHome();
    const section = await reveal('home-featured', 'featured');
    await section.getByTestId('product-card').first().waitFor();
    const hrefs = await section.locator('[data-testid="product-card"] a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(featured.map((p) => `/product/${encodeURIComponent(p.slug)}`));
    await expect(section.getByTestId('featured-view-all').getAttribute('href')).resolves.toBe('/products?featured=true');

    await section.getByTestId('product-card').first().click();
    await page.waitForURL((url) => url.pathname === `/product/${encodeURIComponent(featured[0]!.slug)}`);
  });

  it('pages through the row with the next and previous buttons', async () => {
    await openHome();
    const section = await reveal('home-featured', 'featured');
    await section.getByTestId('product-card').first().waitFor();
    const next = section.getByTestId('featured-next');
    const previous = section.getByTestId('featured-prev');
    await expect(previous.isDisabled()).resolves.toBe(true);
    await next.click();
    await page.waitForFunction(() => (document.querySelector('[data-testid="featured-track"]')?.scrollLeft ?? 0) > 0);
    await page.waitForFunction(() => !(document.querySelector('[data-testid="featured-prev"]') as HTMLButtonElement | null)?.disabled);
    await previous.click();
    await page.waitForFunction(() => document.querySelector('[data-testid="featured-track"]')?.scrollLeft === 0);
  });

  it('shows skeleton cards while the featured products load, and hides the row when there are none', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route((url) => url.pathname === '/api/products' && url.searchParams.get('featured') === 'true', async (route) => {
      await held;
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, data: { items: [], total: 0, page: 1, limit: 12, pages: 0 } }) });
    });
    await openHome();
    const section = await reveal('home-featured', 'featured');
    await expect(section.getByTestId('product-skeleton').count()).resolves.toBe(4);
    release();
    await page.getByTestId('home-featured').waitFor({ state: 'detached' });
    await page.getByTestId('category-grid').waitFor();
  });

  it('shows the best sellers as product cards', async () => {
    const best = (await api<{ items: ProductItem[] }>('/api/products?bestSeller=true&limit=8')).items;
    expect(best.length).toBeGreaterThan(0);
    await openHome();
    const section = await reveal('home-best-sellers', 'best-sellers');
    await section.getByTestId('product-card').first().waitFor();
    await expect(section.locator('[data-testid="product-card"] h3').allTextContents()).resolves.toEqual(best.map((p) => p.name));
    await expect(section.getByTestId('best-sellers-view-all').getAttribute('href')).resolves.toBe('/products?bestSeller=true');
  });
});

describe('city service cards', () => {
  it('lead to the Doha, Lusail and Al Waab landing pages', async () => {
    await openHome();
    const section = await reveal('home-cities', 'cities');
    const cards = section.getByTestId('city-card');
    await expect(cards.locator('h3').allTextContents()).resolves.toEqual(['Doha', 'Lusail', 'Al Waab']);
    await expect(cards.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).resolves.toEqual([
      '/office-furniture-doha',
      '/office-furniture-lusail',
      '/office-furniture-al-waab',
    ]);
    await cards.nth(1).click();
    await page.waitForURL((url) => url.pathname === '/office-furniture-lusail');
    await page.getByRole('heading', { level: 1, name: /Lusail/ }).waitFor();
  });
});

describe('testimonials', () => {
  it('shows each customer, their words and an accessible star rating, in English and in Arabic', async () => {
    const testimonials = await api<Testimonial[]>('/api/testimonials');
    expect(testimonials.length).toBeGreaterThan(0);
    const shown = testimonials.slice(0, 6);
    await openHome();
    let section = await reveal('home-testimonials', 'testimonials');
    await expect(section.locator('cite').allTextContents()).resolves.toEqual(shown.map((t) => t.name));
    await expect(section.locator('blockquote').allTextContents()).resolves.toEqual(shown.map((t) => t.text));
    await expect(section.getByRole('img').evaluateAll((stars) => stars.map((s) => s.getAttribute('aria-label')))).resolves.toEqual(
      shown.map((t) => `Rated ${t.rating} out of 5`),
    );

    await page.close();
    page = await page.context().newPage();
    await openHome('ar');
    section = await reveal('home-testimonials', 'testimonials');
    await expect(section.locator('cite').allTextContents()).resolves.toEqual(shown.map((t) => t.nameAr || t.name));
    await expect(section.locator('blockquote').allTextContents()).resolves.toEqual(shown.map((t) => t.textAr || t.text));
    await expect(section.getByRole('img').first().getAttribute('aria-label')).resolves.toBe(`التقييم ${shown[0]!.rating} من 5`);
  });

  it('is left out when there are none', async () => {
    await page.route('**/api/testimonials', fulfilJson([]));
    await openHome();
    const answered = page.waitForResponse((response) => response.url().includes('/api/testimonials'));
    await reveal('home-best-sellers', 'best-sellers');
    await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
    await answered;
    await page.getByTestId('site-footer').waitFor();
    await expect(page.getByTestId('home-testimonials').count()).resolves.toBe(0);
  });
});

describe('Arabic', () => {
  it('lays the page out right to left with mirrored controls and Arabic texts', async () => {
    await openHome('ar');
    await expect(page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).resolves.toEqual(['ar', 'rtl']);
    await expect(carousel().getAttribute('aria-label')).resolves.toBe('مساحات العمل لدينا');
    await expect(activeSlideLabel()).resolves.toBe('1 من 3');
    // "Previous" sits on the right and "next" on the left; the left arrow moves forward.
    const previous = await carousel().getByTestId('hero-prev').boundingBox();
    const next = await carousel().getByTestId('hero-next').boundingBox();
    expect(previous!.x).toBeGreaterThan(next!.x);
    await carousel().getByTestId('hero-next').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(activeSlideLabel()).resolves.toBe('2 من 3');

    const cities = await reveal('home-cities', 'cities');
    await expect(cities.locator('h3').allTextContents()).resolves.toEqual(['الدوحة', 'لوسيل', 'الوعب']);
    await expect(cities.getByRole('heading', { level: 2 }).textContent()).resolves.toBe('أثاث مكتبي بالقرب منك');
  });
});
