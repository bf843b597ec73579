import { COMPANY } from '@ogulf/web-kit';
import { splitLtrRuns } from './bidi';
import { HOURS_RANGE, OPENING_HOURS, RETURN_WINDOW_DAYS, STATS, hoursTable } from './content-facts';
import type { ContentPageData, ContentSection } from './content-types';
import { CONTENT_PAGES } from './data';

const pages = Object.entries(CONTENT_PAGES);
const ARABIC = /[\u0600-\u06FF]/;

function sectionTexts(section: ContentSection): string[] {
  return [
    section.heading,
    ...(section.paragraphs ?? []),
    ...(section.stats ?? []).flatMap((stat) => [stat.value, stat.label]),
    ...(section.cards ?? []).flatMap((card) => [card.title, card.text]),
    ...(section.timeline ?? []).flatMap((entry) => [entry.year, entry.title, entry.text]),
    ...(section.list ?? []),
    ...(section.steps ?? []),
    ...(section.table ? [section.table.caption, ...section.table.columns, ...section.table.rows.flat()] : []),
    ...(section.faq ?? []).flatMap((entry) => [entry.question, ...entry.answers]),
    ...(section.notes ?? []),
    ...(section.links ?? []).map((link) => link.label),
  ];
}

/** Every piece of text a reader sees on the page. */
function pageTexts(page: ContentPageData): string[] {
  return [
    page.title,
    page.intro,
    ...page.sections.flatMap(sectionTexts),
    page.cta.heading,
    page.cta.text,
    page.cta.action.label,
  ];
}

/** The shape of a section without its words: what both languages must share. */
function sectionShape(section: ContentSection) {
  return {
    id: section.id,
    paragraphs: section.paragraphs?.length ?? 0,
    stats: section.stats?.map((stat) => stat.value) ?? [],
    cards: section.cards?.length ?? 0,
    timeline: section.timeline?.length ?? 0,
    list: section.list?.length ?? 0,
    steps: section.steps?.length ?? 0,
    table: section.table ? [section.table.columns.length, section.table.rows.map((row) => row.length)] : null,
    hours: section.hours ?? false,
    contacts: section.contacts ?? false,
    faq: section.faq?.map((entry) => entry.answers.length) ?? [],
    notes: section.notes?.length ?? 0,
    links: section.links?.map((link) => link.to) ?? [],
  };
}

describe('information pages', () => {
  it('covers the seven information routes of the spec', () => {
    expect(Object.keys(CONTENT_PAGES).sort()).toEqual(
      [
        '/about',
        '/customer-service',
        '/delivery-info',
        '/our-story',
        '/return-policy',
        '/services',
        '/terms-conditions',
      ].sort(),
    );
  });

  it('uses the English and Arabic titles the navigation and tests rely on', () => {
    const titles = Object.fromEntries(pages.map(([route, page]) => [route, [page.en.title, page.ar.title]]));
    expect(titles).toEqual({
      '/about': ['About OGulf', 'عن أو جلف'],
      '/services': ['Our Services', 'خدماتنا'],
      '/our-story': ['Our Story', 'قصتنا'],
      '/terms-conditions': ['Terms & Conditions', 'الشروط والأحكام'],
      '/customer-service': ['Customer Service', 'خدمة العملاء'],
      '/delivery-info': ['Delivery Information', 'معلومات التوصيل'],
      '/return-policy': ['Returns Policy', 'سياسة الإرجاع'],
    });
  });

  it.each(pages)('%s has the same sections, blocks and links in English and Arabic', (_route, page) => {
    expect(page.ar.sections).toHaveLength(page.en.sections.length);
    expect(page.ar.sections.map(sectionShape)).toEqual(page.en.sections.map(sectionShape));
    // The same destination; a WhatsApp link's prefilled message is translated.
    const target = (to: string) => to.split('?')[0];
    expect([page.ar.toc, page.ar.updated, target(page.ar.cta.action.to)]).toEqual([
      page.en.toc,
      page.en.updated,
      target(page.en.cta.action.to),
    ]);
  });

  it.each(pages)('%s has no empty text, and its Arabic version is written in Arabic', (_route, page) => {
    for (const text of [...pageTexts(page.en), ...pageTexts(page.ar)]) expect(text.trim()).not.toBe('');
    const years = new Set(page.ar.sections.flatMap((section) => section.timeline ?? []).map((entry) => entry.year));
    for (const text of pageTexts(page.ar))
      if (!years.has(text) && !/^[\d+./]+$/.test(text)) expect(text).toMatch(ARABIC);
    for (const text of pageTexts(page.en)) expect(text).not.toMatch(ARABIC);
  });

  it.each(pages)('%s has unique section ids that are valid anchors', (_route, page) => {
    const ids = page.en.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it.each(pages)('%s has a substantial amount of text', (_route, page) => {
    const words = pageTexts(page.en).join(' ').split(/\s+/).length;
    expect(words).toBeGreaterThanOrEqual(300);
  });

  it('gives the About page the our-team anchor the footer link points to', () => {
    expect(CONTENT_PAGES['/about']?.en.sections.map((section) => section.id)).toContain('our-team');
  });

  it('states opening hours as the spec does: Sunday to Thursday and Saturday 08:00–18:00, Friday closed', () => {
    expect(OPENING_HOURS.closedDays).toEqual(['friday']);
    expect(HOURS_RANGE).toBe('08:00–18:00');
    expect(hoursTable('en').rows).toEqual([
      ['Sunday to Thursday', '08:00–18:00'],
      ['Saturday', '08:00–18:00'],
      ['Friday', 'Closed'],
    ]);
    expect(hoursTable('ar').rows).toEqual([
      ['من الأحد إلى الخميس', '08:00–18:00'],
      ['السبت', '08:00–18:00'],
      ['الجمعة', 'مغلق'],
    ]);
    const customerService = CONTENT_PAGES['/customer-service'];
    expect(customerService?.en.sections.some((section) => section.hours)).toBe(true);
    expect(customerService?.en.intro).toContain('Friday closed');
    expect(customerService?.ar.intro).toContain('الجمعة مغلق');
  });

  it('keeps every time of day mentioned within opening hours', () => {
    const times = pages.flatMap(([, page]) =>
      [...pageTexts(page.en), ...pageTexts(page.ar)].flatMap((text) => text.match(/\b\d\d:\d\d\b/g) ?? []),
    );
    expect(times.length).toBeGreaterThan(0);
    for (const time of times) {
      expect(time >= OPENING_HOURS.opens && time <= OPENING_HOURS.closes).toBe(true);
    }
  });

  it('quotes only the company phone number, email address and founding year', () => {
    const all = pages.flatMap(([, page]) => [...pageTexts(page.en), ...pageTexts(page.ar)]).join('\n');
    for (const phone of all.match(/\+974[\d ]{8,}\d/g) ?? []) expect(phone).toBe(COMPANY.phone);
    for (const email of all.match(/[\w.+-]+@[\w-]+\.[\w.]+/g) ?? []) expect(email).toBe(COMPANY.email);
    const founded = [...all.matchAll(/(?:[Ss]ince|in|منذ عام|عام) (\d{4})/g)].map((match) => Number(match[1]));
    expect(founded).toContain(COMPANY.since);
    for (const year of founded) expect(year).toBeGreaterThanOrEqual(COMPANY.since);
    expect(all).not.toMatch(/since (?!2006)\d{4}/);
  });

  it("uses the home page's figures: 18+ years, 5000+ customers, a 4.8/5 rating", () => {
    expect(STATS).toEqual({ years: '18+', customers: '5000+', rating: `${COMPANY.rating.value}/5` });
    const whyUs = CONTENT_PAGES['/about']?.en.sections.find((section) => section.id === 'why-choose-us');
    expect(whyUs?.stats?.map((stat) => stat.value)).toEqual(['18+', '5000+', '4.8/5']);
  });

  it('says delivery is free across Qatar and never offers Friday delivery', () => {
    const delivery = CONTENT_PAGES['/delivery-info'];
    if (!delivery) throw new Error('no delivery page');
    expect(delivery.en.intro).toContain('free across Qatar');
    expect(delivery.ar.intro).toContain('التوصيل مجاني إلى جميع أنحاء قطر');
    expect(pageTexts(delivery.en).join(' ')).toContain('no delivery on Fridays');
    // The zones themselves come from the zones API (delivery-zones.test.ts), in both languages.
    for (const lang of ['en', 'ar'] as const) {
      const zones = delivery[lang].sections.find((section) => section.id === 'zones');
      expect(zones?.zones).toBe(true);
      expect(zones?.table).toBeUndefined();
    }
  });

  it('lists the three payment methods and dispatches bank transfers after they clear', () => {
    const payment = CONTENT_PAGES['/terms-conditions']?.en.sections.find((section) => section.id === 'payment');
    const text = payment?.list?.join(' ') ?? '';
    expect(text).toMatch(/Cash on delivery/);
    expect(text).toMatch(/Credit card on delivery/);
    expect(text).toMatch(/Bank transfer.*dispatched after the transfer has cleared/);
  });

  it(`offers the same ${RETURN_WINDOW_DAYS}-day return window wherever returns are mentioned`, () => {
    const all = pages.flatMap(([, page]) => pageTexts(page.en)).join('\n');
    const windows = [...all.matchAll(/within (\d+) days of delivery/g)].map((match) => Number(match[1]));
    expect(windows.length).toBeGreaterThanOrEqual(3);
    for (const days of windows) expect(days).toBe(RETURN_WINDOW_DAYS);
  });
});

describe('splitLtrRuns', () => {
  const ltr = (text: string) =>
    splitLtrRuns(text)
      .filter((run) => run.ltr)
      .map((run) => run.text);

  it('keeps a phone number, a time range and an email as single left-to-right runs', () => {
    expect(ltr(`اتصل على ${COMPANY.phone} من 08:00–18:00 أو راسلنا على ${COMPANY.email}.`)).toEqual([
      COMPANY.phone,
      '08:00–18:00',
      COMPANY.email,
    ]);
  });

  it('leaves sentence punctuation with the Arabic text around it', () => {
    expect(splitLtrRuns('عام 2006.')).toEqual([
      { text: 'عام ', ltr: false },
      { text: '2006', ltr: true },
      { text: '.', ltr: false },
    ]);
  });

  it('joins the pieces back into the original text', () => {
    const text = `تقييم ${STATS.rating} وأكثر من 5000 عميل (QAR).`;
    expect(
      splitLtrRuns(text)
        .map((run) => run.text)
        .join(''),
    ).toBe(text);
  });

  it('returns plain Arabic as a single run', () => {
    expect(splitLtrRuns('الجمعة مغلق')).toEqual([{ text: 'الجمعة مغلق', ltr: false }]);
  });
});
