import type { Page } from 'playwright-core';
// The company facts module alone: the package index pulls in wouter, which this jest project does not compile.
import { COMPANY } from '../packages/web-kit/src/company';
import { baseUrl, openBrowserForEachTest } from './support/browser';

let page: Page;
openBrowserForEachTest((browser) => {
  page = browser.page;
});

type Lang = 'en' | 'ar';

interface InfoPage {
  path: string;
  title: Record<Lang, string>;
  /** The facts a visitor must find on the page, checked in each language. */
  facts(p: Page, lang: Lang): Promise<void>;
}

const html = (p: Page) => p.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
const text = async (p: Page) => (await p.getByTestId('content-page').textContent()) ?? '';

/** The cell next to a row header in a captioned table. */
async function cellFor(p: Page, table: string, rowHeader: string): Promise<string> {
  const row = p.getByRole('table', { name: table }).getByRole('row').filter({ has: p.getByRole('rowheader', { name: rowHeader, exact: true }) });
  return (await row.getByRole('cell').first().textContent()) ?? '';
}

const PAGES: InfoPage[] = [
  {
    path: '/about',
    title: { en: 'About OGulf', ar: 'عن أو جلف' },
    async facts(p, lang) {
      const team = p.locator('section#our-team');
      await expect(team.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(lang === 'en' ? 'Our team' : 'فريقنا');
      const body = await text(p);
      for (const figure of ['18+', '5000+', '4.8/5']) expect(body).toContain(figure);
      expect(body).toContain(lang === 'en' ? COMPANY.address : COMPANY.addressAr);
      await expect(cellFor(p, lang === 'en' ? 'Opening hours' : 'ساعات العمل', lang === 'en' ? 'Friday' : 'الجمعة')).resolves.toBe(lang === 'en' ? 'Closed' : 'مغلق');
    },
  },
  {
    path: '/services',
    title: { en: 'Our Services', ar: 'خدماتنا' },
    async facts(p, lang) {
      const cards = p.locator('section#what-we-do .content-card');
      await expect(cards.count()).resolves.toBe(7);
      await expect(cards.first().getByRole('heading', { level: 3 }).textContent()).resolves.toBe(
        lang === 'en' ? 'Space planning and 3D layouts' : 'تخطيط المساحات والتصاميم ثلاثية الأبعاد',
      );
      const quote = p.getByRole('link', { name: lang === 'en' ? 'Request a quote' : 'اطلب عرض سعر' });
      await expect(quote.getAttribute('href')).resolves.toBe('/contact');
    },
  },
  {
    path: '/our-story',
    title: { en: 'Our Story', ar: 'قصتنا' },
    async facts(p, lang) {
      const milestones = p.locator('section#milestones li');
      await expect(milestones.count()).resolves.toBeGreaterThanOrEqual(8);
      await expect(milestones.first().textContent()).resolves.toContain(String(COMPANY.since));
      expect(await text(p)).toContain(lang === 'en' ? 'Expansion to Lusail' : 'التوسع إلى لوسيل');
    },
  },
  {
    path: '/terms-conditions',
    title: { en: 'Terms & Conditions', ar: 'الشروط والأحكام' },
    async facts(p, lang) {
      const toc = p.getByRole('navigation', { name: lang === 'en' ? 'On this page' : 'في هذه الصفحة' });
      const sections = await p.locator('.content-body > section').count();
      expect(sections).toBeGreaterThanOrEqual(10);
      await expect(toc.getByRole('link').count()).resolves.toBe(sections);
      await expect(p.locator('.content-hero time[datetime]').count()).resolves.toBe(1);
      const body = await text(p);
      expect(body).toContain(lang === 'en' ? 'Last updated' : 'آخر تحديث');
      expect(body).toContain(lang === 'en' ? 'laws of the State of Qatar' : 'قوانين دولة قطر');
      expect(body).toContain(lang === 'en' ? 'dispatched after the transfer has cleared' : 'بعد وصول المبلغ إلى حسابنا');
      await toc.getByRole('link', { name: lang === 'en' ? 'Governing law' : 'القانون الواجب التطبيق' }).click();
      await p.waitForURL(/#governing-law$/);
    },
  },
  {
    path: '/customer-service',
    title: { en: 'Customer Service', ar: 'خدمة العملاء' },
    async facts(p, lang) {
      const hours = lang === 'en' ? 'Opening hours' : 'ساعات العمل';
      await expect(cellFor(p, hours, lang === 'en' ? 'Friday' : 'الجمعة')).resolves.toBe(lang === 'en' ? 'Closed' : 'مغلق');
      await expect(cellFor(p, hours, lang === 'en' ? 'Saturday' : 'السبت')).resolves.toBe('08:00–18:00');
      const contacts = p.locator('section#contact-us');
      await expect(contacts.locator(`a[href="${COMPANY.phoneHref}"]`).textContent()).resolves.toBe(COMPANY.phone);
      await expect(contacts.locator(`a[href="mailto:${COMPANY.email}"]`).count()).resolves.toBe(1);
      await expect(contacts.locator(`a[href^="https://wa.me/${COMPANY.whatsapp}"]`).count()).resolves.toBe(1);

      const questions = p.locator('section#faq details');
      const count = await questions.count();
      expect(count).toBeGreaterThanOrEqual(6);
      expect(count).toBeLessThanOrEqual(8);
      const first = questions.first();
      await expect(first.getAttribute('open')).resolves.toBeNull();
      await first.locator('summary').click();
      await expect(first.getAttribute('open')).resolves.toBe('');
      await expect(first.locator('.content-faq__answer').textContent()).resolves.toContain(lang === 'en' ? 'Friday' : 'الجمعة');
    },
  },
  {
    path: '/delivery-info',
    title: { en: 'Delivery Information', ar: 'معلومات التوصيل' },
    async facts(p, lang) {
      const zones = p.getByRole('table', { name: lang === 'en' ? 'Delivery zones, days and typical lead times' : 'مناطق التوصيل وأيامه والمدد المعتادة' });
      await expect(zones.locator('tbody tr').count()).resolves.toBeGreaterThanOrEqual(7);
      const zoneNames = (await zones.locator('tbody th').allTextContents()).join(' | ');
      for (const zone of lang === 'en' ? ['Doha', 'Lusail', 'Al Rayyan', 'Al Wakrah', 'Al Khor', 'Mesaieed'] : ['الدوحة', 'لوسيل', 'الريان', 'الوكرة', 'الخور', 'مسيعيد']) {
        expect(zoneNames).toContain(zone);
      }
      const body = await text(p);
      expect(body).toContain(lang === 'en' ? 'no delivery on Fridays' : 'لا يوجد توصيل يوم الجمعة');
      expect(body).toContain(lang === 'en' ? 'Delivery is free across Qatar' : 'التوصيل مجاني إلى جميع أنحاء قطر');
    },
  },
  {
    path: '/return-policy',
    title: { en: 'Returns Policy', ar: 'سياسة الإرجاع' },
    async facts(p, lang) {
      const body = await text(p);
      expect(body).toContain(lang === 'en' ? 'within 7 days of delivery' : 'خلال 7 أيام من التوصيل');
      expect(body).toContain(lang === 'en' ? 'original payment method' : 'بطريقة الدفع الأصلية');
    },
  },
];

async function openIn(p: Page, path: string, lang: Lang): Promise<void> {
  await p.goto(`${baseUrl()}${path}`);
  if (lang === 'ar') {
    await p.evaluate(() => localStorage.setItem('lang', 'ar'));
    await p.reload();
  }
}

describe('information pages', () => {
  it.each(PAGES)('$path shows its title and key facts in English, left to right', async (info) => {
    await openIn(page, info.path, 'en');
    await page.getByRole('heading', { level: 1, name: info.title.en, exact: true }).waitFor();
    await expect(page.locator('h1').count()).resolves.toBe(1);
    await expect(html(page)).resolves.toEqual(['en', 'ltr']);
    await expect(page.title()).resolves.toContain(info.title.en);
    await info.facts(page, 'en');
  });

  it.each(PAGES)('$path shows its Arabic title and key facts right to left', async (info) => {
    await openIn(page, info.path, 'ar');
    await page.getByRole('heading', { level: 1, name: info.title.ar, exact: true }).waitFor();
    await expect(page.locator('h1').count()).resolves.toBe(1);
    await expect(html(page)).resolves.toEqual(['ar', 'rtl']);
    await expect(page.title()).resolves.toContain(info.title.ar);
    // The phone number stays left-to-right inside the Arabic page.
    await expect(page.getByTestId('content-page').locator('[dir="ltr"]', { hasText: COMPANY.phone }).count()).resolves.toBeGreaterThan(0);
    await info.facts(page, 'ar');
  });

  it('switches an open page to Arabic in place with the language switch', async () => {
    await openIn(page, '/delivery-info', 'en');
    await page.getByRole('heading', { level: 1, name: 'Delivery Information' }).waitFor();
    await page.getByTestId('language-switch').first().click();
    await page.getByRole('heading', { level: 1, name: 'معلومات التوصيل' }).waitFor();
    await expect(html(page)).resolves.toEqual(['ar', 'rtl']);
    await expect(page.getByRole('table', { name: 'مناطق التوصيل وأيامه والمدد المعتادة' }).isVisible()).resolves.toBe(true);
  });

  it('scrolls to the Our Team section when /about is opened with its anchor', async () => {
    await page.goto(`${baseUrl()}/about#our-team`);
    await page.getByRole('heading', { level: 1, name: 'About OGulf' }).waitFor();
    const team = page.getByRole('heading', { level: 2, name: 'Our team' });
    await expect(team.isVisible()).resolves.toBe(true);
    await page.waitForFunction(() => {
      const top = document.getElementById('our-team')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < window.innerHeight / 2;
    });
  });
});

describe('information pages on a phone', () => {
  it('fit a 375 px screen without sideways scrolling, in both languages', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    for (const lang of ['en', 'ar'] as const) {
      for (const info of PAGES) {
        await openIn(page, info.path, lang);
        await page.getByRole('heading', { level: 1, name: info.title[lang], exact: true }).waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect({ path: info.path, lang, overflow }).toEqual({ path: info.path, lang, overflow: 0 });
      }
    }
  });
});
