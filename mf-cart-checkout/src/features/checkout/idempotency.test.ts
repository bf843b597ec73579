import { attemptFor, loadAttempt, newIdempotencyKey, saveAttempt } from './idempotency';
import { MemoryStorage } from '../../test/memory-storage';

describe('checkout attempt key', () => {
  it('is 32 url-safe characters and differs between attempts', () => {
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(a).not.toBe(b);
  });

  it('is kept for a retry of the same order and renewed when the order changes', () => {
    let n = 0;
    const makeKey = () => `key-number-${++n}`;
    const first = attemptFor({ items: [{ productId: 'a', quantity: 1 }] }, null, makeKey);
    const retry = attemptFor({ items: [{ productId: 'a', quantity: 1 }] }, first, makeKey);
    const changed = attemptFor({ items: [{ productId: 'a', quantity: 2 }] }, retry, makeKey);
    expect(retry.key).toBe(first.key);
    expect(changed.key).not.toBe(first.key);
  });

  it('survives a reload through session storage, and clears', () => {
    const storage = new MemoryStorage();
    const attempt = attemptFor({ x: 1 }, null);
    saveAttempt(attempt, storage);
    expect(loadAttempt(storage)).toEqual(attempt);
    saveAttempt(null, storage);
    expect(loadAttempt(storage)).toBeNull();
    storage.setItem('checkoutAttempt', '{"key":"bad key!","fingerprint":""}');
    expect(loadAttempt(storage)).toBeNull();
  });
});
