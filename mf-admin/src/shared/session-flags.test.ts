import { CODE_VALID_MS, clearAdminFlags, codeRequestedAt, markCodeRequested, saveLoginFlags } from './session-flags';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    entries: () => Object.fromEntries(map),
  };
}

const now = 1_750_000_000_000;

describe('admin flags', () => {
  it('sets the spec flags after a login and drops the code marker', () => {
    const storage = memoryStorage({ adminOtp: 'requested', adminOtpTimestamp: '1', lang: 'ar' });
    saveLoginFlags(storage, now);
    expect(storage.entries()).toEqual({
      adminLoggedIn: 'true',
      adminLoginTime: String(now),
      adminUser: 'admin',
      lang: 'ar',
    });
  });

  it('stores only a marker when a code is requested, never a code', () => {
    const storage = memoryStorage();
    markCodeRequested(storage, now);
    expect(storage.entries()).toEqual({ adminOtp: 'requested', adminOtpTimestamp: String(now) });
    expect(Object.values(storage.entries()).some((value) => /^\d{6}$/.test(value))).toBe(false);
  });

  it('keeps the code step open for 10 minutes after a request', () => {
    const storage = memoryStorage();
    markCodeRequested(storage, now);
    expect(codeRequestedAt(storage, now + CODE_VALID_MS - 1)).toBe(now);
    expect(codeRequestedAt(storage, now + CODE_VALID_MS)).toBeNull();
    expect(codeRequestedAt(memoryStorage({ adminOtp: '123456', adminOtpTimestamp: String(now) }), now)).toBeNull();
  });

  it('clears every admin flag and leaves the rest of storage alone', () => {
    const storage = memoryStorage({
      adminLoggedIn: 'true',
      adminLoginTime: '1',
      adminUser: 'admin',
      adminOtp: 'requested',
      adminOtpTimestamp: '1',
      cart: '[]',
    });
    clearAdminFlags(storage);
    expect(storage.entries()).toEqual({ cart: '[]' });
  });
});
