/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { DELIVERY_SLOT_IDS, ORDER_STATUSES, PAYMENT_STATUSES, RECEIPT_STATUSES } from '@ogulf/contracts/constants';
import en from './en.json';
import ar from './ar.json';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const SRC = path.resolve(__dirname, '..');

/** Every leaf key, with plural suffixes folded into the base key. */
function keys(tree: Record<string, unknown>, prefix = ''): Set<string> {
  const found = new Set<string>();
  for (const [key, value] of Object.entries(tree)) {
    const at = `${prefix}${key.replace(PLURAL_SUFFIX, '')}`;
    if (value && typeof value === 'object')
      for (const inner of keys(value as Record<string, unknown>, `${at}.`)) found.add(inner);
    else found.add(at);
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

async function translator(lng: 'en' | 'ar') {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    resources: { en: { cart: en }, ar: { cart: ar } },
    ns: ['cart'],
    defaultNS: 'cart',
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

describe('cart texts', () => {
  it('has every English text in Arabic too', () => {
    expect([...keys(ar)].sort()).toEqual([...keys(en)].sort());
  });

  it('has a text for every key the code asks for', () => {
    const known = keys(en);
    const used = new Set<string>();
    for (const file of sourceFiles(SRC)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([\w.-]+)'/g)) if (match[1]) used.add(match[1]);
      for (const match of text.matchAll(
        /'((?:cartPage|checkout|confirmation|contact|quote|delivery|errors|fields|validation|payment)\.[\w.-]+)'/g,
      ))
        if (match[1]) used.add(match[1]);
    }
    // Keys built at run time: one per validation message, payment method and weekday.
    const validation = fs.readFileSync(path.join(SRC, 'shared/form-messages.ts'), 'utf8');
    const errorKeys = /export type ErrorKey =([^;]+);/.exec(validation)?.[1]?.match(/'(\w+)'/g) ?? [];
    expect(errorKeys.length).toBeGreaterThan(10);
    for (const key of errorKeys) used.add(`validation.${key.slice(1, -1)}`);
    for (const method of ['cash', 'card', 'bank-transfer'])
      for (const part of ['name', 'hint']) used.add(`payment.${method}.${part}`);
    for (const day of ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday'])
      used.add(`days.${day}`);
    // Issue 19's: order, payment and receipt states, slot names, timeline steps, plate fields, receipt refusals.
    for (const status of ORDER_STATUSES) used.add(`status.${status}`);
    for (const status of PAYMENT_STATUSES) used.add(`paymentStatus.${status}`);
    for (const status of RECEIPT_STATUSES) used.add(`receipts.status.${status}`);
    for (const slot of DELIVERY_SLOT_IDS) used.add(`slots.names.${slot}`);
    for (const step of ['done', 'current', 'upcoming']) used.add(`tracking.step.${step}`);
    for (const part of ['zone', 'street', 'building', 'unit']) used.add(`nationalAddress.${part}`);
    for (const refusal of [
      'tooBig',
      'tooDetailed',
      'wrongType',
      'unreadable',
      'limitReached',
      'alreadyPaid',
      'orderCancelled',
    ])
      used.add(`receipts.${refusal}`);
    expect([...used].filter((key) => !known.has(key))).toEqual([]);
  });

  it('counts in both languages, with the Arabic plural forms', async () => {
    const tEn = await translator('en');
    const tAr = await translator('ar');
    expect(tEn('cartPage.subtotal', { count: 1 })).toBe('Subtotal (1 item)');
    expect(tEn('cartPage.subtotal', { count: 3 })).toBe('Subtotal (3 items)');
    expect(tAr('cartPage.subtotal', { count: 1 })).toBe('المجموع الفرعي (منتج واحد)');
    expect(tAr('cartPage.subtotal', { count: 2 })).toBe('المجموع الفرعي (منتجان)');
    expect(tAr('cartPage.subtotal', { count: 5 })).toBe('المجموع الفرعي (5 منتجات)');
    expect(tAr('cartPage.subtotal', { count: 11 })).toBe('المجموع الفرعي (11 منتجاً)');
    expect(tAr('delivery.leadTime', { count: 2 })).toBe('يُسلَّم عادةً خلال يومَي عمل');
  });
});
