import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import baseEn from './en.json';
import baseAr from './ar.json';
import dashboardEn from './dashboard.en.json';
import dashboardAr from './dashboard.ar.json';
import quotationsEn from '../features/quotations/i18n/en.json';
import quotationsAr from '../features/quotations/i18n/ar.json';
import fitoutRulesEn from '../features/fitout-rules/fitout-rules.en.json';
import fitoutRulesAr from '../features/fitout-rules/fitout-rules.ar.json';
import csvEn from '../features/csv/csv.en.json';
import csvAr from '../features/csv/csv.ar.json';
import contentEn from '../features/content/content.en.json';
import contentAr from '../features/content/content.ar.json';
import { ARTICLE_STATUSES, ARTICLE_TAGS } from '@ogulf/contracts';
import { QUOTATION_STATUSES } from '@ogulf/contracts/constants';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../features/orders/types';
import { AVAILABILITIES, PRODUCT_FLAGS } from '../features/products/types';
import { DELIVERY_DAYS } from '../features/zones/types';
import { FIELD_ERROR_KEYS } from '../shared/form-messages';
import { STATUS_FILTER_NAMESPACES } from '../shared/paged-list';
import { INBOX_STATUSES } from '../features/inbox/types';

type Tree = Record<string, unknown>;

/** Deep merge, as `addResourceBundle(…, deep = true)` does when the dashboard adds its texts. */
function merge(a: Tree, b: Tree): Tree {
  const out: Tree = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const current = out[key];
    out[key] =
      current && typeof current === 'object' && value && typeof value === 'object'
        ? merge(current as Tree, value as Tree)
        : value;
  }
  return out;
}

// The quotation screens, the fit-out rules editor and the CSV section add their texts to the same namespace with their chunks.
const en = [dashboardEn, quotationsEn, fitoutRulesEn, csvEn, contentEn].reduce(merge, baseEn);
const ar = [dashboardAr, quotationsAr, fitoutRulesAr, csvAr, contentAr].reduce(merge, baseAr);
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function keys(tree: Tree, prefix = ''): Set<string> {
  const found = new Set<string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = `${prefix}${key.replace(PLURAL_SUFFIX, '')}`;
    if (value && typeof value === 'object') for (const inner of keys(value as Tree, `${name}.`)) found.add(inner);
    else found.add(name);
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // The site-files panel keeps its texts in a namespace of its own (adminSeoFiles).
    if (entry.isDirectory()) return entry.name === 'seo-files' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

async function translator(lng: 'en' | 'ar') {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    resources: { en: { admin: en }, ar: { admin: ar } },
    ns: ['admin'],
    defaultNS: 'admin',
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

describe('admin texts', () => {
  it('has every English text in Arabic too', () => {
    expect([...keys(ar)].sort()).toEqual([...keys(en)].sort());
  });

  it('has a text for every key the code names', () => {
    const known = keys(en);
    const used = new Set<string>();
    for (const file of sourceFiles(path.join(__dirname, '..'))) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-z][\w-]*(?:\.[\w-]+)+)'/g))
        used.add(match[1] ?? '');
      // Keys handed over as data, e.g. `{ key: 'login.errors.locked' }`.
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/key: '((?:login|errors)\.[\w.-]+)'/g))
        used.add(match[1] ?? '');
    }
    const enumerated = [
      ...ORDER_STATUSES.map((status) => `orders.status.${status}`),
      ...QUOTATION_STATUSES.map((status) => `quotations.status.${status}`),
      ...INBOX_STATUSES.map((status) => `inbox.status.${status}`),
      ...STATUS_FILTER_NAMESPACES.flatMap((ns) => [`${ns}.statusLabel`, `${ns}.allStatuses`]),
      ...PAYMENT_METHODS.map((method) => `orders.paymentMethod.${method}`),
      ...AVAILABILITIES.map((availability) => `fields.availability.${availability}`),
      ...PRODUCT_FLAGS.map((flag) => `products.flags.${flag}`),
      ...DELIVERY_DAYS.map((day) => `zones.day.${day}`),
      ...FIELD_ERROR_KEYS.map((key) => `errors.${key}`),
      ...['seconds', 'minutes'].map((unit) => `login.wait.${unit}`),
      ...['empty', 'type', 'size'].map((problem) => `images.problem.${problem}`),
      ...['create', 'update', 'unchanged', 'error'].map((action) => `csv.import.actions.${action}`),
      ...ARTICLE_STATUSES.map((status) => `content.status.${status}`),
      ...ARTICLE_TAGS.map((tag) => `content.tags.${tag}`),
      ...['draft', 'publish', 'schedule'].flatMap((choice) => [
        `content.articles.publication.${choice}`,
        `content.articles.publication.${choice}Hint`,
      ]),
    ];
    expect(used.size).toBeGreaterThan(100);
    expect([...used, ...enumerated].filter((key) => !known.has(key))).toEqual([]);
  });

  it('words a locked login and a wait the way the server means them', async () => {
    const t = await translator('en');
    expect(t('login.errors.locked')).toContain("An emergency access code has been sent to the administrator's email.");
    expect(t('login.errors.tooMany', { wait: t('login.wait.minutes', { count: 2 }) })).toBe(
      'Too many sign-in attempts. Please try again in 2 minutes.',
    );
  });

  it('words mail that failed for good in both languages, with the count in the right form', async () => {
    const en = await translator('en');
    const ar = await translator('ar');
    expect(en('overview.mail.failed', { count: 1 })).toBe('1 mail could not be sent.');
    expect(en('overview.mail.failed', { count: 3 })).toBe('3 mails could not be sent.');
    expect(ar('overview.mail.failed', { count: 1 })).toBe('تعذّر إرسال رسالة واحدة.');
    expect(ar('overview.mail.failed', { count: 2 })).toBe('تعذّر إرسال رسالتين.');
    expect(ar('overview.mail.failed', { count: 5 })).toBe('تعذّر إرسال 5 رسائل.');
    expect(ar('overview.mail.pending', { count: 11 })).toBe('11 رسالة بانتظار الإرسال');
  });

  it('uses the Arabic plural forms', async () => {
    const t = await translator('ar');
    expect(t('orders.count', { count: 1 })).toBe('طلب واحد');
    expect(t('orders.count', { count: 2 })).toBe('طلبان');
    expect(t('orders.count', { count: 5 })).toBe('5 طلبات');
    expect(t('orders.count', { count: 11 })).toBe('11 طلباً');
    expect(t('orders.count', { count: 100 })).toBe('100 طلب');
    expect(t('login.wait.minutes', { count: 2 })).toBe('دقيقتين');
  });
});
