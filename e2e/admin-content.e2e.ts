// The dashboard's Content area: an article written in both languages and published shows on the
// blog in English and Arabic; an edited hero slide shows on the home page.
import { adminArticleSummary, adminHeroSlideView } from '../packages/contracts/src/replies-content';
import { listOf } from './support/api';
import { shopperAddress } from './support/addresses';
import { expect, siteUrl, test, type Page } from './support/test';

async function useArabic(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('lang', 'ar'));
}

test('the admin writes an article in both languages, publishes it, the blog shows it in English and Arabic, and a schedule takes it off until its date', async ({
  page,
  browser,
  adminApi,
  signIn,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const title = `Choosing Meeting Chairs ${suffix}`;
  const titleAr = `اختيار كراسي الاجتماعات ${suffix}`;
  try {
    await signIn();
    await page.goto('/admin/content');
    await page.getByRole('heading', { level: 1, name: 'Blog articles' }).waitFor();
    await page.getByRole('link', { name: 'Write an article' }).click();
    const form = page.getByTestId('article-form');
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await expect(form.getByRole('textbox', { name: 'Slug' })).toHaveValue(`choosing-meeting-chairs-${suffix}`);
    await form
      .getByRole('textbox', { name: 'Excerpt', exact: true })
      .fill('How to pick chairs that stay comfortable through a long meeting in Doha.');
    await form
      .getByRole('textbox', { name: 'Body', exact: true })
      .fill(
        '## Comfort first\n\nA meeting chair needs a supportive back and a seat that breathes.\n\n- Mesh backs\n- **Armrests**',
      );
    await form.getByRole('textbox', { name: 'Title (Arabic)' }).fill(titleAr);
    await form
      .getByRole('textbox', { name: 'Excerpt (Arabic)' })
      .fill('كيف تختار كراسي تبقى مريحة طوال اجتماع طويل في الدوحة.');
    await form
      .getByRole('textbox', { name: 'Body (Arabic)' })
      .fill('## الراحة أولاً\n\nيحتاج كرسي الاجتماعات إلى ظهر داعم ومقعد جيد التهوية.\n\n- ظهر شبكي');
    await form.getByRole('checkbox', { name: 'Meeting rooms' }).check();
    await form.getByRole('textbox', { name: 'Author', exact: true }).fill('Rania Haddad');
    await form.getByRole('textbox', { name: "Author's role", exact: true }).fill('Workplace Design Consultant');
    await form.getByRole('textbox', { name: 'Author (Arabic)' }).fill('رانيا حداد');
    await form.getByRole('textbox', { name: "Author's role (Arabic)" }).fill('مستشارة تصميم أماكن العمل');
    // The preview renders the body as the blog will.
    await form
      .getByTestId(/-content-preview-toggle$/)
      .first()
      .click();
    await expect(form.getByRole('heading', { level: 2, name: 'Comfort first' })).toBeVisible();
    await expect(form.getByRole('radio', { name: /^Published/ })).toBeChecked();
    await form.getByRole('button', { name: 'Save article' }).click();

    await page.waitForURL('**/admin/content');
    const row = page.getByTestId('article-row').filter({ hasText: title });
    await expect(row.getByTestId('article-status')).toHaveText('Published');
    await expect(row.getByTestId('article-arabic')).toHaveText('Arabic');

    await page.goto('/blog');
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
    await page.goto(`/choosing-meeting-chairs-${suffix}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { level: 2, name: 'Comfort first' })).toBeVisible();

    await useArabic(page);
    await page.goto('/blog');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('link', { name: titleAr }).first()).toBeVisible();
    await page.goto(`/choosing-meeting-chairs-${suffix}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleAr);
    await expect(page.getByRole('heading', { level: 2, name: 'الراحة أولاً' })).toBeVisible();
    await expect(page.getByTestId('article')).toContainText('بقلم رانيا حداد');

    // Scheduled for next year, it leaves the blog and its page until then.
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.goto('/admin/content');
    await page
      .getByTestId('article-row')
      .filter({ hasText: title })
      .getByRole('link', { name: `Edit ${title}` })
      .click();
    await page.getByRole('radio', { name: /^Scheduled/ }).check();
    await page.getByLabel('Publish on').fill(`${new Date().getUTCFullYear() + 1}-01-15T09:30`);
    await page.getByRole('button', { name: 'Save article' }).click();
    await page.waitForURL('**/admin/content');
    await expect(page.getByTestId('article-row').filter({ hasText: title }).getByTestId('article-status')).toHaveText(
      'Scheduled',
    );
    // A visitor's browser (this one keeps the blog's replies for the minute their Cache-Control allows).
    const visitor = await browser.newContext({
      baseURL: siteUrl(),
      extraHTTPHeaders: { 'X-Forwarded-For': shopperAddress() },
    });
    const reader = await visitor.newPage();
    await reader.goto('/blog');
    await reader.getByRole('heading', { level: 1 }).waitFor();
    await expect(reader.getByTestId('article-card').first()).toBeVisible();
    await expect(reader.getByRole('link', { name: title })).toHaveCount(0);
    await reader.goto(`/choosing-meeting-chairs-${suffix}`);
    await reader.getByTestId('not-found').waitFor();
    await expect(reader.getByTestId('article')).toHaveCount(0);
    await visitor.close();
  } finally {
    const articles = await adminApi('/api/admin/articles', listOf(adminArticleSummary));
    for (const article of articles.filter((item) => item.title === title))
      await adminApi.raw(`/api/admin/articles/${article.id}`, { method: 'DELETE' });
  }
});

test('the admin edits a hero slide and the home page shows it in both languages', async ({
  page,
  adminApi,
  signIn,
}) => {
  test.setTimeout(120_000);
  const [first] = await adminApi('/api/admin/hero-slides', listOf(adminHeroSlideView));
  if (!first) throw new Error('no hero slide');
  const { id, order: _order, visible, updatedAt: _updatedAt, ...texts } = first;
  try {
    await signIn();
    await page.goto('/admin/content/hero');
    await page.getByRole('heading', { level: 1, name: 'Home page slides' }).waitFor();
    await page
      .getByTestId('hero-slide-item')
      .first()
      .getByRole('button', { name: /^Edit / })
      .click();
    const form = page.getByTestId('hero-slide-form');
    await form.getByRole('textbox', { name: 'Title (English)' }).fill('Workstations for growing teams');
    await form.getByRole('textbox', { name: 'Title (Arabic)' }).fill('محطات عمل للفرق المتنامية');
    await form.getByRole('textbox', { name: 'Line of text (English)' }).fill('Delivered and installed across Qatar');
    await form.getByRole('textbox', { name: 'Line of text (Arabic)' }).fill('نوصلها ونركبها في كل أنحاء قطر');
    await form.getByRole('textbox', { name: 'Button text (English)' }).fill('See desks');
    await form.getByRole('textbox', { name: 'Button text (Arabic)' }).fill('شاهد المكاتب');
    await form.getByRole('textbox', { name: 'Button link' }).fill('/products');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('hero-slide-item').first()).toContainText('Workstations for growing teams');

    await page.goto('/');
    const slide = page.locator('[data-testid="hero-slide"][data-active]');
    await expect(slide.getByTestId('hero-slide-title')).toHaveText('Workstations for growing teams');
    await expect(slide).toContainText('Delivered and installed across Qatar');
    await expect(slide.getByRole('link', { name: 'See desks' })).toHaveAttribute('href', '/products');

    await useArabic(page);
    await page.reload();
    await expect(slide.getByTestId('hero-slide-title')).toHaveText('محطات عمل للفرق المتنامية');
    await expect(slide.getByRole('link', { name: 'شاهد المكاتب' })).toBeVisible();
  } finally {
    await adminApi.raw(`/api/admin/hero-slides/${id}`, {
      method: 'PUT',
      body: {
        ...texts,
        subtitle: texts.subtitle ?? '',
        subtitleAr: texts.subtitleAr ?? '',
        buttonText: texts.buttonText ?? '',
        buttonTextAr: texts.buttonTextAr ?? '',
        link: texts.link ?? '',
        visible,
      },
    });
  }
});
