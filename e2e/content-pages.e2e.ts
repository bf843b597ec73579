import type { Page } from '@playwright/test';
// The company facts module alone (the package index pulls in React and wouter).
import { COMPANY } from '../packages/web-kit/src/company';
import { expect, test } from './support/test';
import { hydrated } from './support/in-app';

type Lang = 'en' | 'ar';

interface InfoPage {
  path: string;
  title: Record<Lang, string>;
  /** The facts a visitor must find on the page, checked in each language. */
  facts(p: Page, lang: Lang): Promise<void>;
}

const html = (p: Page) => p.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
/** Waits until the page's content holds every one of `parts`. */
async function expectText(p: Page, ...parts: string[]): Promise<void> {
  for (const part of parts) await expect(p.getByTestId('content-page')).toContainText(part);
}

/** The cell next to a row header in a captioned table. */
async function cellFor(p: Page, table: string, rowHeader: string): Promise<string> {
  const row = p
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: p.getByRole('rowheader', { name: rowHeader, exact: true }) });
  return (await row.getByRole('cell').first().textContent()) ?? '';
}

const PAGES: InfoPage[] = [
  {
    path: '/about',
    title: { en: 'About OGulf', ar: 'عن أو جلف' },
    async facts(p, lang) {
      const team = p.locator('section#our-team');
      await expect(team.getByRole('heading', { level: 2 })).toHaveText(lang === 'en' ? 'Our team' : 'فريقنا');
      await expectText(p, '18+', '5000+', '4.8/5', lang === 'en' ? COMPANY.address : COMPANY.addressAr);
      await expect
        .poll(() => cellFor(p, lang === 'en' ? 'Opening hours' : 'ساعات العمل', lang === 'en' ? 'Friday' : 'الجمعة'))
        .toBe(lang === 'en' ? 'Closed' : 'مغلق');
    },
  },
  {
    path: '/services',
    title: { en: 'Our Services', ar: 'خدماتنا' },
    async facts(p, lang) {
      const cards = p.locator('section#what-we-do .content-card');
      await expect(cards).toHaveCount(7);
      await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText(
        lang === 'en' ? 'Space planning and 3D layouts' : 'تخطيط المساحات والتصاميم ثلاثية الأبعاد',
      );
      const quote = p.getByRole('link', { name: lang === 'en' ? 'Request a quote' : 'اطلب عرض سعر' });
      await expect(quote).toHaveAttribute('href', '/contact');
    },
  },
  {
    path: '/our-story',
    title: { en: 'Our Story', ar: 'قصتنا' },
    async facts(p, lang) {
      const milestones = p.locator('section#milestones li');
      await expect.poll(() => milestones.count()).toBeGreaterThanOrEqual(8);
      await expect(milestones.first()).toContainText(String(COMPANY.since));
      await expectText(p, lang === 'en' ? 'Expansion to Lusail' : 'التوسع إلى لوسيل');
    },
  },
  {
    path: '/terms-conditions',
    title: { en: 'Terms & Conditions', ar: 'الشروط والأحكام' },
    async facts(p, lang) {
      const toc = p.getByRole('navigation', { name: lang === 'en' ? 'On this page' : 'في هذه الصفحة' });
      const sections = await p.locator('.content-body > section').count();
      expect(sections).toBeGreaterThanOrEqual(10);
      await expect(toc.getByRole('link')).toHaveCount(sections);
      await expect(p.locator('.content-hero time[datetime]')).toHaveCount(1);
      await expectText(
        p,
        lang === 'en' ? 'Last updated' : 'آخر تحديث',
        lang === 'en' ? 'laws of the State of Qatar' : 'قوانين دولة قطر',
        lang === 'en' ? 'dispatched after the transfer has cleared' : 'بعد وصول المبلغ إلى حسابنا',
      );
      await toc.getByRole('link', { name: lang === 'en' ? 'Governing law' : 'القانون الواجب التطبيق' }).click();
      await p.waitForURL(/#governing-law$/);
    },
  },
  {
    path: '/customer-service',
    title: { en: 'Customer Service', ar: 'خدمة العملاء' },
    async facts(p, lang) {
      const hours = lang === 'en' ? 'Opening hours' : 'ساعات العمل';
      await expect
        .poll(() => cellFor(p, hours, lang === 'en' ? 'Friday' : 'الجمعة'))
        .toBe(lang === 'en' ? 'Closed' : 'مغلق');
      await expect.poll(() => cellFor(p, hours, lang === 'en' ? 'Saturday' : 'السبت')).toBe('08:00–18:00');
      const contacts = p.locator('section#contact-us');
      await expect(contacts.locator(`a[href="${COMPANY.phoneHref}"]`)).toHaveText(COMPANY.phone);
      await expect(contacts.locator(`a[href="mailto:${COMPANY.email}"]`)).toHaveCount(1);
      await expect(contacts.locator(`a[href^="https://wa.me/${COMPANY.whatsapp}"]`)).toHaveCount(1);

      const questions = p.locator('section#faq details');
      const count = await questions.count();
      expect(count).toBeGreaterThanOrEqual(6);
      expect(count).toBeLessThanOrEqual(8);
      const first = questions.first();
      await expect(first).not.toHaveAttribute('open');
      await first.locator('summary').click();
      await expect(first).toHaveAttribute('open', '');
      await expect(first.locator('.content-faq__answer')).toContainText(lang === 'en' ? 'Friday' : 'الجمعة');
    },
  },
  {
    path: '/delivery-info',
    title: { en: 'Delivery Information', ar: 'معلومات التوصيل' },
    async facts(p, lang) {
      const zones = p.getByRole('table', {
        name: lang === 'en' ? 'Delivery zones, days and typical lead times' : 'مناطق التوصيل وأيامه والمدد المعتادة',
      });
      await expect.poll(() => zones.locator('tbody tr').count()).toBeGreaterThanOrEqual(7);
      for (const zone of lang === 'en'
        ? ['Doha', 'Lusail', 'Al Rayyan', 'Al Wakrah', 'Al Khor', 'Mesaieed']
        : ['الدوحة', 'لوسيل', 'الريان', 'الوكرة', 'الخور', 'مسيعيد']) {
        await expect(zones.locator('tbody th').filter({ hasText: zone }).first()).toBeVisible();
      }
      await expectText(
        p,
        lang === 'en' ? 'no delivery on Fridays' : 'لا يوجد توصيل يوم الجمعة',
        lang === 'en' ? 'Delivery is free across Qatar' : 'التوصيل مجاني إلى جميع أنحاء قطر',
      );
    },
  },
  {
    path: '/return-policy',
    title: { en: 'Returns Policy', ar: 'سياسة الإرجاع' },
    async facts(p, lang) {
      await expectText(
        p,
        lang === 'en' ? 'within 7 days of delivery' : 'خلال 7 أيام من التوصيل',
        lang === 'en' ? 'original payment method' : 'بطريقة الدفع الأصلية',
      );
    },
  },
];

async function openIn(p: Page, path: string, lang: Lang): Promise<void> {
  await p.goto(path);
  if (lang === 'ar') {
    await p.evaluate(() => localStorage.setItem('lang', 'ar'));
    await p.reload();
  }
  // The page as its reader uses it: the blog's part live (a stored language other than the server's
  // is rendered afresh in the browser), its controls answering.
  await hydrated(p, 'blog');
}

test.describe('information pages', () => {
  for (const info of PAGES) {
    test(`${info.path} shows its title and key facts in English, left to right`, async ({ page }) => {
      await openIn(page, info.path, 'en');
      await page.getByRole('heading', { level: 1, name: info.title.en, exact: true }).waitFor();
      await expect(page.locator('h1')).toHaveCount(1);
      await expect.poll(() => html(page)).toEqual(['en', 'ltr']);
      await expect.poll(() => page.title()).toContain(info.title.en);
      await info.facts(page, 'en');
    });
  }

  for (const info of PAGES) {
    test(`${info.path} shows its Arabic title and key facts right to left`, async ({ page }) => {
      await openIn(page, info.path, 'ar');
      await page.getByRole('heading', { level: 1, name: info.title.ar, exact: true }).waitFor();
      await expect(page.locator('h1')).toHaveCount(1);
      await expect.poll(() => html(page)).toEqual(['ar', 'rtl']);
      await expect.poll(() => page.title()).toContain(info.title.ar);
      // The phone number stays left-to-right inside the Arabic page.
      await expect
        .poll(() => page.getByTestId('content-page').locator('[dir="ltr"]', { hasText: COMPANY.phone }).count())
        .toBeGreaterThan(0);
      await info.facts(page, 'ar');
    });
  }

  test('switches an open page to Arabic in place with the language switch', async ({ page }) => {
    await openIn(page, '/delivery-info', 'en');
    await page.getByRole('heading', { level: 1, name: 'Delivery Information' }).waitFor();
    await page.getByTestId('language-switch').first().click();
    await page.getByRole('heading', { level: 1, name: 'معلومات التوصيل' }).waitFor();
    await expect.poll(() => html(page)).toEqual(['ar', 'rtl']);
    await expect(page.getByRole('table', { name: 'مناطق التوصيل وأيامه والمدد المعتادة' })).toBeVisible();
  });

  test('scrolls to the Our Team section when /about is opened with its anchor', async ({ page }) => {
    await page.goto('/about#our-team');
    await page.getByRole('heading', { level: 1, name: 'About OGulf' }).waitFor();
    const team = page.getByRole('heading', { level: 2, name: 'Our team' });
    await expect(team).toBeVisible();
    await page.waitForFunction(() => {
      const top = document.getElementById('our-team')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < window.innerHeight / 2;
    });
  });
});

test.describe('information pages on a phone', () => {
  test('fit a 375 px screen without sideways scrolling, in both languages', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    for (const lang of ['en', 'ar'] as const) {
      for (const info of PAGES) {
        await openIn(page, info.path, lang);
        await page.getByRole('heading', { level: 1, name: info.title[lang], exact: true }).waitFor();
        await expect
          .poll(
            () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
            { message: `${info.path} (${lang}) scrolls sideways` },
          )
          .toBe(0);
      }
    }
  });
});

test.describe('the delivery zones on a phone', () => {
  test('read as one card per zone, every column in view under its name, in both languages', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    for (const [lang, fee] of [
      ['en', 'Delivery fee'],
      ['ar', 'رسوم التوصيل'],
    ] as const) {
      await openIn(page, '/delivery-info', lang);
      const zones = page.getByTestId('delivery-zones');
      const region = zones.getByRole('region');
      await region.locator('tbody tr').first().waitFor();
      // Nothing to scroll sideways inside the table: its last column is on screen.
      expect(await region.evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
      const firstFee = region.locator('tbody tr').first().locator('td').last();
      expect(await firstFee.getAttribute('data-label')).toBe(fee);
      const box = (await firstFee.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
  });
});
