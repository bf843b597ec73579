import { badgeCount, formatPrice } from './format';
import { readCartCount } from './cart-count';

describe('badgeCount', () => {
  it('shows the count up to 99 and 99+ above', () => {
    expect(badgeCount(0)).toBe('0');
    expect(badgeCount(99)).toBe('99');
    expect(badgeCount(100)).toBe('99+');
  });
});

describe('readCartCount', () => {
  const store = (raw: string | null) => ({ getItem: () => raw });

  it('sums the quantities of the stored cart lines', () => {
    expect(readCartCount(store(JSON.stringify([{ quantity: 2 }, { quantity: 3 }])))).toBe(5);
  });

  it('treats a missing, corrupt or non-list cart as empty and ignores bad quantities', () => {
    expect(readCartCount(store(null))).toBe(0);
    expect(readCartCount(store('{not json'))).toBe(0);
    expect(readCartCount(store('{"quantity":4}'))).toBe(0);
    expect(readCartCount(store(JSON.stringify([{ quantity: -1 }, { quantity: 'x' }, { quantity: 2.7 }])))).toBe(2);
  });
});

describe('formatPrice', () => {
  it('formats QAR in English and in Arabic with Latin digits', () => {
    expect(formatPrice(1250, 'en')).toMatch(/QAR\s?1,250/);
    const arabic = formatPrice(1250, 'ar');
    expect(arabic).toContain('1,250');
    expect(arabic).toMatch(/ر\.ق|QAR/);
  });
});
