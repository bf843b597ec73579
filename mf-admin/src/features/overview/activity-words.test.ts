import i18next from 'i18next';
import baseEn from '../../i18n/en.json';
import baseAr from '../../i18n/ar.json';
import dashboardEn from '../../i18n/dashboard.en.json';
import dashboardAr from '../../i18n/dashboard.ar.json';
import { activityWords } from './activity-words';
import type { AuditEntry } from './get-audit';
import { relativeTime } from './relative-time';

const texts = i18next.createInstance();

beforeAll(async () => {
  await texts.init({
    lng: 'en',
    ns: ['admin'],
    defaultNS: 'admin',
    resources: { en: { admin: { ...baseEn, ...dashboardEn } }, ar: { admin: { ...baseAr, ...dashboardAr } } },
    interpolation: { escapeValue: false },
  });
});

const entry = (action: string, more: Partial<AuditEntry> = {}): AuditEntry => ({
  at: '2026-11-20T09:00:00.000Z',
  actor: 'admin',
  action,
  target: '6652a1b2c3d4e5f6a7b8c9d0',
  label: '',
  ip: '127.0.0.1',
  ...more,
});

function said(item: AuditEntry, lang: 'en' | 'ar'): string {
  const words = activityWords(item);
  const key = `activity.${words.key}`;
  expect(texts.exists(key, { lng: lang })).toBe(true);
  return texts.getFixedT(lang)(key, words.values);
}

describe('the activity log in words', () => {
  it('tells sign-in events with the address they came from', () => {
    expect(said(entry('login.failure'), 'en')).toBe('Failed sign-in from 127.0.0.1');
    expect(said(entry('login.failure'), 'ar')).toBe('محاولة دخول فاشلة من 127.0.0.1');
    expect(said(entry('logout'), 'en')).toBe('Signed out');
  });

  it('names the record a write changed', () => {
    expect(said(entry('product.update', { label: 'Oak Desk' }), 'en')).toBe('Product “Oak Desk” updated');
    expect(said(entry('product.update', { label: 'Oak Desk' }), 'ar')).toBe('عُدّل المنتج “Oak Desk”');
    expect(said(entry('order.status.out-for-delivery', { label: 'OG-261120-7KQ4' }), 'en')).toBe(
      'Order OG-261120-7KQ4 out for delivery',
    );
    expect(said(entry('order.payment.mark-paid', { label: 'OG-261120-7KQ4' }), 'en')).toBe(
      'Order OG-261120-7KQ4 marked as paid',
    );
    expect(said(entry('delivery-schedule.update'), 'en')).toBe('Delivery schedule changed');
  });

  it('reads writes the log names by route, and says an unknown code as it is', () => {
    expect(said(entry('DELETE /api/orders/:id'), 'en')).toBe('An order was deleted');
    expect(said(entry('POST /api/admin/messages/:id/reply'), 'ar')).toBe('أُرسل رد على رسالة');
    expect(said(entry('PUT /api/something-new'), 'en')).toBe('Change saved (PUT /api/something-new)');
  });

  it('says how long ago, in words', () => {
    const now = Date.parse('2026-11-20T09:05:00Z');
    expect(relativeTime('2026-11-20T09:00:00Z', now, 'en', 'just now')).toBe('5 minutes ago');
    expect(relativeTime('2026-11-20T09:04:30Z', now, 'en', 'just now')).toBe('just now');
    expect(relativeTime('2026-11-19T09:00:00Z', now, 'en', 'just now')).toBe('yesterday');
    expect(relativeTime('2026-11-20T07:05:00Z', now, 'ar', 'الآن')).toMatch(/^قبل ساعتين$/);
  });
});
