import type { Page } from 'playwright-core';
import { baseUrl, openBrowserForEachTest } from './support/browser';

interface Summary {
  slug: string;
  title: string;
  titleAr?: string;
  featured: boolean;
  publishDate: string;
  readTime: number;
  imageAlt: string;
  imageAltAr?: string;
  tags: string[];
}

interface Article extends Summary {
  content: string;
  contentAr?: string;
  author: { name: string; title: string; bio: string };
  seoTitle: string;
  seoDescription: string;
  related: Summary[];
}

interface List {
  items: Summary[];
  total: number;
  page: number;
  pages: number;
  tags: Array<{ tag: string; count: number }>;
}

/** The spec's slug rule: title lowercased, punctuation removed, spaces turned to hyphens. */
function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .trim()
    .split(/\s+/)
    .join('-');
}

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`);
  if (!response.ok) throw new Error(`${path} -> ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

const PUNCTUATION = /[^\p{L}\p{N}\s]/u;

/** A generated (not featured) article whose title has punctuation, so its slug exercises the rule. */
async function generatedArticle(): Promise<Article> {
  const { items } = await api<List>('/api/articles?limit=50');
  const pick = items.find((item) => !item.featured && PUNCTUATION.test(item.title));
  if (!pick) throw new Error('no generated article with punctuation in its title');
  return api<Article>(`/api/articles/${slugify(pick.title)}`);
}

const slugsIn = (page: Page, scope: string) =>
  page.locator(`[data-testid="${scope}"] [data-testid="article-card"]`).evaluateAll((cards) => cards.map((card) => card.getAttribute('data-slug')));

/** Waits until the latest-articles list shows exactly `slugs`, in order. */
async function waitForList(page: Page, slugs: string[]): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      JSON.stringify(Array.from(document.querySelectorAll('[data-testid="article-list"] [data-testid="article-card"]'), (card) => card.getAttribute('data-slug'))) ===
      JSON.stringify(expected),
    slugs,
  );
}

async function useArabic(page: Page): Promise<void> {
  await page.goto(baseUrl());
  await page.evaluate(() => localStorage.setItem('lang', 'ar'));
}

let page: Page;
openBrowserForEachTest((browser) => {
  page = browser.page;
});

describe('blog index', () => {
  it('lists the featured articles first, then the latest others, and pages through them', async () => {
    const featured = await api<List>('/api/articles?featured=true');
    const first = await api<List>('/api/articles?limit=9&featured=false');
    const second = await api<List>('/api/articles?page=2&limit=9&featured=false');
    expect(featured.items.length).toBeGreaterThan(0);
    expect(first.pages).toBeGreaterThan(1);

    await page.goto(`${baseUrl()}/blog`);
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await page.locator('[data-testid="article-list"] [data-testid="article-card"]').first().waitFor();
    await page.locator('[data-testid="featured-articles"] [data-testid="article-card"]').first().waitFor();

    await expect(slugsIn(page, 'featured-articles')).resolves.toEqual(featured.items.map((a) => a.slug));
    await expect(slugsIn(page, 'article-list')).resolves.toEqual(first.items.map((a) => a.slug));
    await expect(page.getByTestId('results-count').textContent()).resolves.toBe(`${first.total} articles`);
    const featuredTop = await page.getByTestId('featured-articles').boundingBox();
    const latestTop = await page.getByTestId('latest-articles').boundingBox();
    expect(featuredTop!.y).toBeLessThan(latestTop!.y);

    const pagination = page.getByRole('navigation', { name: 'Pages' });
    await expect(pagination.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(pagination.getByRole('link', { name: `Page ${first.pages}` }).isVisible()).resolves.toBe(true);

    await pagination.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/\/blog\?page=2$/);
    await waitForList(page, second.items.map((a) => a.slug));
    await expect(pagination.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(page.getByTestId('featured-articles').count()).resolves.toBe(0);
    // The list's top is brought into view and focus moves to its heading.
    await page.waitForFunction(() => {
      const top = document.getElementById('latest-heading')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 400;
    });
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('latest-heading');

    // Back returns to the first page without a reload.
    await page.goBack();
    await page.waitForURL(/\/blog$/);
    await waitForList(page, first.items.map((a) => a.slug));
    await page.locator('[data-testid="featured-articles"] [data-testid="article-card"]').first().waitFor();
    await expect(slugsIn(page, 'featured-articles')).resolves.toEqual(featured.items.map((a) => a.slug));
  });

  it('narrows the list to a topic, keeps it after a reload, and follows back and forward', async () => {
    const all = await api<List>('/api/articles?limit=9&featured=false');
    const topic = all.tags.find(({ count }) => count > 1 && count < all.total && count <= 9);
    if (!topic) throw new Error('no tag narrower than the whole list');
    const tagged = await api<List>(`/api/articles?limit=9&tag=${topic.tag}`);

    await page.goto(`${baseUrl()}/blog`);
    const filter = page.getByRole('navigation', { name: 'Filter by topic' });
    await filter.locator(`[data-tag="${topic.tag}"]`).click();
    await page.waitForURL(new RegExp(`/blog\\?tag=${topic.tag}$`));

    const expectFiltered = async () => {
      expect(tagged.items).toHaveLength(topic.count);
      await waitForList(page, tagged.items.map((a) => a.slug));
      await expect(filter.locator(`[data-tag="${topic.tag}"]`).getAttribute('aria-current')).resolves.toBe('true');
      await expect(page.getByTestId('results-count').textContent()).resolves.toContain(String(topic.count));
      await expect(page.getByTestId('featured-articles').count()).resolves.toBe(0);
    };
    await expectFiltered();

    await page.reload();
    await expectFiltered();

    await page.goBack();
    await page.waitForURL(/\/blog$/);
    await waitForList(page, all.items.map((a) => a.slug));
    await expect(filter.locator('[data-tag=""]').getAttribute('aria-current')).resolves.toBe('true');

    await page.goForward();
    await page.waitForURL(new RegExp(`/blog\\?tag=${topic.tag}$`));
    await expectFiltered();
  });

  it('says so when a topic has no articles, with a way back to all of them', async () => {
    await page.goto(`${baseUrl()}/blog?tag=no-such-topic`);
    const empty = page.getByTestId('blog-empty');
    await empty.waitFor();
    await expect(empty.textContent()).resolves.toContain('No articles on this topic yet');
    await empty.getByRole('link', { name: 'Show all articles' }).click();
    await page.waitForURL(/\/blog$/);
    await page.locator('[data-testid="article-list"] [data-testid="article-card"]').first().waitFor();
  });

  it('fits a 375 px screen without sideways scrolling', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    const article = await generatedArticle();
    for (const path of ['/blog', `/${article.slug}`]) {
      await page.goto(`${baseUrl()}${path}`);
      await page.locator('[data-testid="article-card"]').first().waitFor();
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375);
    }
  });
});

describe('article page', () => {
  it('opens a generated article by the slug made from its title, with everything the spec lists', async () => {
    const article = await generatedArticle();
    const slug = slugify(article.title);
    expect(article.slug).toBe(slug);

    await page.goto(`${baseUrl()}/${slug}`);
    const view = page.getByTestId('article');
    await view.getByRole('heading', { level: 1, name: article.title }).waitFor();

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' }).getAttribute('href')).resolves.toBe('/');
    await expect(breadcrumb.getByRole('link', { name: 'Blog' }).getAttribute('href')).resolves.toBe('/blog');
    await expect(breadcrumb.locator('[aria-current="page"]').textContent()).resolves.toBe(article.title);

    await expect(page.getByTestId('article-author').textContent()).resolves.toContain(article.author.name);
    const authorCard = page.getByTestId('author-card');
    for (const text of [article.author.name, article.author.title, article.author.bio]) {
      await expect(authorCard.textContent()).resolves.toContain(text);
    }
    expect(article.readTime).toBe(4);
    await expect(page.getByTestId('article-read-time').textContent()).resolves.toBe('4 min read');
    const date = new Intl.DateTimeFormat('en-QA', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(article.publishDate));
    await expect(page.getByTestId('article-date').textContent()).resolves.toBe(date);
    await expect(page.getByTestId('article-date').getAttribute('datetime')).resolves.toBe(article.publishDate);

    const image = page.getByTestId('article-image');
    await expect(image.getAttribute('alt')).resolves.toBe(article.imageAlt);
    await expect(image.getAttribute('width')).resolves.toBe('1200');
    await expect(image.getAttribute('height')).resolves.toBe('630');
    await expect(image.getAttribute('fetchpriority')).resolves.toBe('high');

    // Every `## ` line of the body is an <h2> of the rendered body, bold markers gone.
    const headings = [...article.content.matchAll(/^## (.+)$/gm)].map((m) => m[1]!.replace(/\*\*/g, '').trim());
    expect(headings.length).toBeGreaterThan(0);
    await expect(page.getByTestId('article-body').locator('h2').allTextContents()).resolves.toEqual(headings);
    await expect(page.getByTestId('article-body').innerHTML()).resolves.not.toContain('**');

    const related = page.getByTestId('related-articles');
    expect(article.related.length).toBeGreaterThan(0);
    await expect(related.getByRole('heading', { level: 2, name: 'Related articles' }).isVisible()).resolves.toBe(true);
    await expect(slugsIn(page, 'related-articles')).resolves.toEqual(article.related.map((a) => a.slug));

    await expect(page.title()).resolves.toBe(article.seoTitle);
    await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toBe(article.seoDescription);
    await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe(`${baseUrl()}/${slug}`);

    const share = page.getByTestId('share-links');
    for (const network of ['WhatsApp', 'X', 'LinkedIn', 'Facebook']) {
      const href = await share.getByRole('link', { name: new RegExp(`^Share on ${network}`) }).getAttribute('href');
      expect(href).toContain(encodeURIComponent(`${baseUrl()}/${slug}`));
    }
    await expect(page.getByTestId('article-cta').getByRole('link', { name: 'Contact us' }).getAttribute('href')).resolves.toBe('/contact');

    // A tag leads to the filtered blog index.
    await view.getByRole('list', { name: 'Topics' }).getByRole('link').first().click();
    await page.waitForURL(new RegExp(`/blog\\?tag=${article.tags[0]}$`));
  });

  it('copies the article link and confirms it in a live region', async () => {
    const article = await generatedArticle();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.goto(`${baseUrl()}/${article.slug}`);
    await page.getByRole('button', { name: 'Copy link' }).click();
    const status = page.getByTestId('share-status');
    await page.waitForFunction(() => document.querySelector('[data-testid="share-status"]')?.textContent === 'Link copied.');
    await expect(status.getAttribute('role')).resolves.toBe('status');
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(`${baseUrl()}/${article.slug}`);
  });

  it('shows a featured article in Arabic, right to left', async () => {
    const { items } = await api<List>('/api/articles?featured=true');
    const featured = items.find((item) => item.titleAr);
    if (!featured) throw new Error('no featured article with an Arabic title');
    await useArabic(page);
    await page.goto(`${baseUrl()}/${featured.slug}`);
    await page.getByRole('heading', { level: 1, name: featured.titleAr }).waitFor();
    await expect(page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).resolves.toEqual(['ar', 'rtl']);
    await expect(page.getByTestId('english-only-note').count()).resolves.toBe(0);
    await expect(page.getByTestId('article-body').getAttribute('lang')).resolves.toBeNull();
    await expect(page.getByTestId('article-image').getAttribute('alt')).resolves.toBe(featured.imageAltAr ?? featured.imageAlt);
    await expect(page.getByTestId('article-read-time').textContent()).resolves.toMatch(/^قراءة في/);
    const date = new Intl.DateTimeFormat('ar-QA-u-nu-latn', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(featured.publishDate));
    await expect(page.getByTestId('article-date').textContent()).resolves.toBe(date);
  });

  it('shows a generated article in English inside the Arabic interface, and says so', async () => {
    const article = await generatedArticle();
    await useArabic(page);
    await page.goto(`${baseUrl()}/${article.slug}`);
    await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
    await expect(page.getByTestId('english-only-note').textContent()).resolves.toBe('هذه المقالة متاحة باللغة الإنجليزية فقط حالياً.');
    const body = page.getByTestId('article-body');
    await expect(body.getAttribute('lang')).resolves.toBe('en');
    await expect(body.getAttribute('dir')).resolves.toBe('ltr');
    await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('rtl');
    await expect(page.getByRole('navigation', { name: 'مسار التنقل' }).getByRole('link', { name: 'المدونة' }).isVisible()).resolves.toBe(true);
  });

  it('shows the shell 404 page with the path for an unknown slug', async () => {
    await page.goto(`${baseUrl()}/no-such-article-xyz`);
    await page.getByTestId('not-found').waitFor();
    await expect(page.getByTestId('not-found-path').textContent()).resolves.toBe('/no-such-article-xyz');
    await expect(page.getByTestId('article').count()).resolves.toBe(0);
  });

  it('offers Retry when the article cannot be loaded, and recovers in place', async () => {
    const article = await generatedArticle();
    await page.route(`**/api/articles/${article.slug}`, (route) => route.fulfill({ status: 500, body: '{"success":false}' }));
    await page.goto(`${baseUrl()}/${article.slug}`);
    const error = page.getByTestId('blog-error');
    await error.waitFor();
    await expect(error.textContent()).resolves.toContain("We couldn't load this article.");
    await page.unroute(`**/api/articles/${article.slug}`);
    await error.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
  });
});
