import type { Page } from '@playwright/test';
import { reply, type Api, type ArticleDetail } from './support/api';
import { expect, siteUrl, test } from './support/test';
import { openInApp, hydrated } from './support/in-app';

/** The spec's slug rule: title lowercased, punctuation removed, spaces turned to hyphens. */
function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .trim()
    .split(/\s+/)
    .join('-');
}

const PUNCTUATION = /[^\p{L}\p{N}\s]/u;

/** A generated (not featured) article whose title has punctuation, so its slug exercises the rule. */
async function generatedArticle(api: Api): Promise<ArticleDetail> {
  const { items } = await api('/api/articles?limit=50', reply.articleList);
  const pick = items.find((item) => !item.featured && PUNCTUATION.test(item.title));
  if (!pick) throw new Error('no generated article with punctuation in its title');
  return api(`/api/articles/${slugify(pick.title)}`, reply.articleDetail);
}

const slugsIn = (page: Page, scope: string) =>
  page
    .locator(`[data-testid="${scope}"] [data-testid="article-card"]`)
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-slug')));

/** Waits until the latest-articles list shows exactly `slugs`, in order. */
async function waitForList(page: Page, slugs: string[]): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      JSON.stringify(
        Array.from(document.querySelectorAll('[data-testid="article-list"] [data-testid="article-card"]'), (card) =>
          card.getAttribute('data-slug'),
        ),
      ) === JSON.stringify(expected),
    slugs,
  );
}

async function useArabic(page: Page): Promise<void> {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('lang', 'ar'));
}

test.describe('blog index', () => {
  test('lists the featured articles first, then the latest others, and pages through them', async ({ page, api }) => {
    const featured = await api('/api/articles?featured=true', reply.articleList);
    const first = await api('/api/articles?limit=9&featured=false', reply.articleList);
    const second = await api('/api/articles?page=2&limit=9&featured=false', reply.articleList);
    expect(featured.items.length).toBeGreaterThan(0);
    expect(first.pages).toBeGreaterThan(1);

    await page.goto('/blog');
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await page.locator('[data-testid="article-list"] [data-testid="article-card"]').first().waitFor();
    await page.locator('[data-testid="featured-articles"] [data-testid="article-card"]').first().waitFor();

    await expect.poll(() => slugsIn(page, 'featured-articles')).toEqual(featured.items.map((a) => a.slug));
    await expect.poll(() => slugsIn(page, 'article-list')).toEqual(first.items.map((a) => a.slug));
    await expect(page.getByTestId('results-count')).toHaveText(`${first.total} articles`);
    const featuredTop = await page.getByTestId('featured-articles').boundingBox();
    const latestTop = await page.getByTestId('latest-articles').boundingBox();
    expect(featuredTop!.y).toBeLessThan(latestTop!.y);

    const pagination = page.getByRole('navigation', { name: 'Pages' });
    await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pagination.getByRole('link', { name: `Page ${first.pages}` })).toBeVisible();

    // Paged in place once the blog's part is live (before that, the link loads page 2 from the server).
    await hydrated(page, 'blog');
    await pagination.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/\/blog\?page=2$/);
    await waitForList(
      page,
      second.items.map((a) => a.slug),
    );
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('featured-articles')).toHaveCount(0);
    // The list's top is brought into view and focus moves to its heading.
    await page.waitForFunction(() => {
      const top = document.getElementById('latest-heading')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 400;
    });
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('latest-heading');

    // Back returns to the first page without a reload.
    await page.goBack();
    await page.waitForURL(/\/blog$/);
    await waitForList(
      page,
      first.items.map((a) => a.slug),
    );
    await page.locator('[data-testid="featured-articles"] [data-testid="article-card"]').first().waitFor();
    await expect.poll(() => slugsIn(page, 'featured-articles')).toEqual(featured.items.map((a) => a.slug));
  });

  test('narrows the list to a topic, keeps it after a reload, and follows back and forward', async ({ page, api }) => {
    const all = await api('/api/articles?limit=9&featured=false', reply.articleList);
    const topic = all.tags.find(({ count }) => count > 1 && count < all.total && count <= 9);
    if (!topic) throw new Error('no tag narrower than the whole list');
    const tagged = await api(`/api/articles?limit=9&tag=${topic.tag}`, reply.articleList);

    await page.goto('/blog');
    await hydrated(page);
    const filter = page.getByRole('navigation', { name: 'Filter by topic' });
    await filter.locator(`[data-tag="${topic.tag}"]`).click();
    await page.waitForURL(new RegExp(`/blog\\?tag=${topic.tag}$`));

    const expectFiltered = async () => {
      expect(tagged.items).toHaveLength(topic.count);
      await waitForList(
        page,
        tagged.items.map((a) => a.slug),
      );
      await expect(filter.locator(`[data-tag="${topic.tag}"]`)).toHaveAttribute('aria-current', 'true');
      await expect(page.getByTestId('results-count')).toContainText(String(topic.count));
      await expect(page.getByTestId('featured-articles')).toHaveCount(0);
    };
    await expectFiltered();

    await page.reload();
    await expectFiltered();

    await page.goBack();
    await page.waitForURL(/\/blog$/);
    await waitForList(
      page,
      all.items.map((a) => a.slug),
    );
    await expect(filter.locator('[data-tag=""]')).toHaveAttribute('aria-current', 'true');

    await page.goForward();
    await page.waitForURL(new RegExp(`/blog\\?tag=${topic.tag}$`));
    await expectFiltered();
  });

  test('says so when a topic has no articles, with a way back to all of them', async ({ page }) => {
    await page.goto('/blog?tag=no-such-topic');
    await hydrated(page);
    const empty = page.getByTestId('blog-empty');
    await empty.waitFor();
    await expect(empty).toContainText('No articles on this topic yet');
    await empty.getByRole('link', { name: 'Show all articles' }).click();
    await page.waitForURL(/\/blog$/);
    await page.locator('[data-testid="article-list"] [data-testid="article-card"]').first().waitFor();
  });

  test('shows every card in Arabic in the Arabic interface, none marked as English', async ({ page, api }) => {
    const { items } = await api('/api/articles?limit=50', reply.articleList);
    await useArabic(page);
    await page.goto('/blog');
    // The stored language is not the server's: the blog's part is rendered afresh in Arabic once live.
    await hydrated(page, 'blog');
    const cards = page.locator('[data-testid="article-card"]');
    // The featured cards may come before the list: wait for the list's cards too.
    await expect(page.locator('[data-testid="article-list"] [data-testid="article-card"]').first()).toBeVisible();
    const shown = await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-slug')));
    expect(shown.length).toBeGreaterThan(3);
    for (const slug of shown) {
      const article = items.find((item) => item.slug === slug)!;
      const card = page.locator(`[data-testid="article-card"][data-slug="${slug}"]`);
      await expect(card.getByRole('heading')).toHaveText(article.titleAr!);
      await expect(card).toContainText(article.excerptAr!);
    }
    await expect(page.getByTestId('english-badge')).toHaveCount(0);
    await expect(page.locator('[data-testid="article-card"] [lang="en"]')).toHaveCount(0);
    await expect(page.getByText('بالإنجليزية', { exact: true })).toHaveCount(0);
  });

  test('fits a 375 px screen without sideways scrolling', async ({ page, api }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const article = await generatedArticle(api);
    for (const path of ['/blog', `/${article.slug}`]) {
      await page.goto(path);
      await page.locator('[data-testid="article-card"]').first().waitFor();
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
  });
});

test.describe('article page', () => {
  test('opens a generated article by the slug made from its title, with everything the spec lists', async ({
    page,
    api,
  }) => {
    const article = await generatedArticle(api);
    const slug = slugify(article.title);
    expect(article.slug).toBe(slug);

    await page.goto(`/${slug}`);
    const view = page.getByTestId('article');
    await view.getByRole('heading', { level: 1, name: article.title }).waitFor();

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(article.title);

    await expect(page.getByTestId('article-author')).toContainText(article.author.name);
    const authorCard = page.getByTestId('author-card');
    for (const text of [article.author.name, article.author.title, article.author.bio]) {
      await expect(authorCard).toContainText(text);
    }
    expect(article.readTime).toBe(4);
    await expect(page.getByTestId('article-read-time')).toHaveText('4 min read');
    const date = new Intl.DateTimeFormat('en-QA', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(article.publishDate),
    );
    await expect(page.getByTestId('article-date')).toHaveText(date);
    await expect(page.getByTestId('article-date')).toHaveAttribute('datetime', article.publishDate);

    const image = page.getByTestId('article-image');
    await expect(image).toHaveAttribute('alt', article.imageAlt);
    await expect(image).toHaveAttribute('width', '1200');
    await expect(image).toHaveAttribute('height', '630');
    await expect(image).toHaveAttribute('fetchpriority', 'high');

    // Every `## ` line of the body is an <h2> of the rendered body, bold markers gone.
    const headings = [...article.content.matchAll(/^## (.+)$/gm)].map((m) => m[1]!.replace(/\*\*/g, '').trim());
    expect(headings.length).toBeGreaterThan(0);
    await expect(page.getByTestId('article-body').locator('h2')).toHaveText(headings);
    await expect.poll(() => page.getByTestId('article-body').innerHTML()).not.toContain('**');

    const related = page.getByTestId('related-articles');
    expect(article.related.length).toBeGreaterThan(0);
    await expect(related.getByRole('heading', { level: 2, name: 'Related articles' })).toBeVisible();
    await expect.poll(() => slugsIn(page, 'related-articles')).toEqual(article.related.map((a) => a.slug));

    await expect(page).toHaveTitle(article.seoTitle);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', article.seoDescription);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl()}/${slug}`);

    const share = page.getByTestId('share-links');
    for (const network of ['WhatsApp', 'X', 'LinkedIn', 'Facebook']) {
      await expect
        .poll(() => share.getByRole('link', { name: new RegExp(`^Share on ${network}`) }).getAttribute('href'))
        .toContain(encodeURIComponent(`${siteUrl()}/${slug}`));
    }
    await expect(page.getByTestId('article-cta').getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );

    // A tag leads to the filtered blog index.
    await view.getByRole('list', { name: 'Topics' }).getByRole('link').first().click();
    await page.waitForURL(new RegExp(`/blog\\?tag=${article.tags[0]}$`));
  });

  test('copies the article link and confirms it in a live region', async ({ page, api }) => {
    const article = await generatedArticle(api);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteUrl() });
    await page.goto(`/${article.slug}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Copy link' }).click();
    const status = page.getByTestId('share-status');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="share-status"]')?.textContent === 'Link copied.',
    );
    await expect(status).toHaveAttribute('role', 'status');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(`${siteUrl()}/${article.slug}`);
  });

  test('shows a featured article in Arabic, right to left', async ({ page, api }) => {
    const { items } = await api('/api/articles?featured=true', reply.articleList);
    const featured = items.find((item) => item.titleAr);
    if (!featured) throw new Error('no featured article with an Arabic title');
    await useArabic(page);
    await page.goto(`/${featured.slug}`);
    await page.getByRole('heading', { level: 1, name: featured.titleAr }).waitFor();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('english-only-note')).toHaveCount(0);
    await expect.poll(() => page.getByTestId('article-body').getAttribute('lang')).toBeNull();
    await expect(page.getByTestId('article-image')).toHaveAttribute('alt', featured.imageAltAr ?? featured.imageAlt);
    await expect(page.getByTestId('article-read-time')).toHaveText(/^قراءة في/);
    const date = new Intl.DateTimeFormat('ar-QA-u-nu-latn', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(featured.publishDate),
    );
    await expect(page.getByTestId('article-date')).toHaveText(date);
  });

  test('shows a generated article in Arabic, with its Arabic body and author', async ({ page, api }) => {
    const article = await generatedArticle(api);
    if (!article.titleAr || !article.contentAr || !article.author.nameAr)
      throw new Error('no Arabic for ' + article.slug);
    await useArabic(page);
    await page.goto(`/${article.slug}`);
    await page.getByRole('heading', { level: 1, name: article.titleAr }).waitFor();
    await expect(page.getByTestId('english-only-note')).toHaveCount(0);
    const body = page.getByTestId('article-body');
    await expect.poll(() => body.getAttribute('lang')).toBeNull();
    const headings = [...article.contentAr.matchAll(/^## (.+)$/gm)].map((m) => m[1]!.replace(/\*\*/g, '').trim());
    expect(headings.length).toBe([...article.content.matchAll(/^## /gm)].length);
    await expect(body.locator('h2')).toHaveText(headings);
    await expect(body).toContainText('طريق سلوى');
    await expect(body).not.toContainText(/[A-Za-z]+ [A-Za-z]+ [A-Za-z]+/);

    const byline = page.getByTestId('article-author');
    await expect(byline).toContainText(`بقلم ${article.author.nameAr}`);
    await expect(byline).toContainText(article.author.titleAr!);
    const authorCard = page.getByTestId('author-card');
    for (const text of [article.author.nameAr, article.author.titleAr!, article.author.bioAr!]) {
      await expect(authorCard).toContainText(text);
    }
    await expect(authorCard.locator('[lang="en"]')).toHaveCount(0);
    await expect(page).toHaveTitle(article.titleAr);
    await expect(page.getByTestId('article-image')).toHaveAttribute('alt', article.imageAltAr!);
  });

  test('still shows an article that has no Arabic in English inside the Arabic interface, and says so', async ({
    page,
    api,
  }) => {
    const article = await generatedArticle(api);
    // An article staff wrote in English only: the reply without its Arabic fields.
    await page.route(`**/api/articles/${article.slug}`, async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as { data: Record<string, unknown> };
      for (const key of ['titleAr', 'excerptAr', 'contentAr', 'imageAltAr']) delete json.data[key];
      await route.fulfill({ response, json });
    });
    await useArabic(page);
    await page.goto(`/${article.slug}`);
    await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
    await expect(page.getByTestId('english-only-note')).toHaveText('هذه المقالة متاحة باللغة الإنجليزية فقط حالياً.');
    const body = page.getByTestId('article-body');
    await expect(body).toHaveAttribute('lang', 'en');
    await expect(body).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(
      page.getByRole('navigation', { name: 'مسار التنقل' }).getByRole('link', { name: 'المدونة' }),
    ).toBeVisible();
  });

  test('shows the shell 404 page with the path for an unknown slug', async ({ page }) => {
    await page.goto('/no-such-article-xyz');
    await page.getByTestId('not-found').waitFor();
    await expect(page.getByTestId('not-found-path')).toHaveText('/no-such-article-xyz');
    await expect(page.getByTestId('article')).toHaveCount(0);
  });

  test('offers Retry when the article cannot be loaded, and recovers in place', async ({ page, api }) => {
    const article = await generatedArticle(api);
    await page.route(`**/api/articles/${article.slug}`, (route) =>
      route.fulfill({ status: 500, body: '{"success":false}' }),
    );
    await openInApp(page, `/${article.slug}`);
    const error = page.getByTestId('blog-error');
    await error.waitFor();
    await expect(error).toContainText("We couldn't load this article.");
    await page.unroute(`**/api/articles/${article.slug}`);
    await error.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
  });
});
