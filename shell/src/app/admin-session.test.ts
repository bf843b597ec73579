import {
  ADMIN_SESSION_MS,
  ADMIN_SESSION_PATH,
  checkAdminSession,
  clearAdminSession,
  confirmServerSession,
  endAdminSession,
} from './admin-session';

function storage(values: Record<string, string>) {
  const map = new Map(Object.entries(values));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    removeItem: (key: string) => void map.delete(key),
    keys: () => [...map.keys()],
  };
}

const loginAt = 1_700_000_000_000;
const validFlags = { adminLoggedIn: 'true', adminLoginTime: String(loginAt), adminUser: 'admin' };

describe('checkAdminSession', () => {
  it('accepts a session with all flags set just before 8 hours have passed', () => {
    expect(checkAdminSession(storage(validFlags), loginAt + ADMIN_SESSION_MS - 1)).toEqual({ valid: true });
  });

  it('expires the session at exactly 8 hours', () => {
    expect(ADMIN_SESSION_MS).toBe(28_800_000);
    expect(checkAdminSession(storage(validFlags), loginAt + ADMIN_SESSION_MS)).toEqual({
      valid: false,
      reason: 'session timeout',
    });
  });

  it('names each missing or wrong flag as the reason', () => {
    const now = loginAt + 1000;
    expect(checkAdminSession(storage({ ...validFlags, adminLoggedIn: 'false' }), now)).toEqual({
      valid: false,
      reason: 'no login flag',
    });
    expect(checkAdminSession(storage({ adminLoggedIn: 'true', adminUser: 'admin' }), now)).toEqual({
      valid: false,
      reason: 'no timestamp',
    });
    expect(checkAdminSession(storage({ ...validFlags, adminLoginTime: 'yesterday' }), now)).toEqual({
      valid: false,
      reason: 'no timestamp',
    });
    expect(checkAdminSession(storage({ ...validFlags, adminUser: 'root' }), now)).toEqual({
      valid: false,
      reason: 'invalid user',
    });
  });
});

describe('clearAdminSession', () => {
  it('removes the flags, the one-time code and its timestamp but nothing else', () => {
    const store = storage({ ...validFlags, adminOtp: '123456', adminOtpTimestamp: '1', cart: '[]', lang: 'ar' });
    clearAdminSession(store);
    expect(store.keys().sort()).toEqual(['cart', 'lang']);
  });
});

describe('endAdminSession', () => {
  it('clears the flags and logs the reason', () => {
    const store = storage({ ...validFlags, adminOtp: 'requested', lang: 'en' });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    endAdminSession(store, 'server session ended');
    expect(store.keys()).toEqual(['lang']);
    expect(warn).toHaveBeenCalledWith('[shell] admin session invalid: server session ended');
    warn.mockRestore();
  });
});

describe('confirmServerSession', () => {
  const answering = (status: number) => {
    const calls: Array<{ path: string; init: RequestInit }> = [];
    const fetcher = async (path: string, init: RequestInit) => {
      calls.push({ path, init });
      return { status };
    };
    return { calls, fetcher };
  };

  it('asks the server with the session cookie and accepts a 200', async () => {
    const { calls, fetcher } = answering(200);
    await expect(confirmServerSession(fetcher)).resolves.toEqual({ valid: true });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe(ADMIN_SESSION_PATH);
    expect(calls[0]?.init.credentials).toBe('same-origin');
  });

  it('ends the session when the server answers 401', async () => {
    await expect(confirmServerSession(answering(401).fetcher)).resolves.toEqual({
      valid: false,
      reason: 'server session ended',
    });
  });

  it('keeps the session through a network failure or a server error', async () => {
    await expect(confirmServerSession(answering(503).fetcher)).resolves.toEqual({ valid: true });
    await expect(confirmServerSession(() => Promise.reject(new TypeError('Failed to fetch')))).resolves.toEqual({
      valid: true,
    });
  });
});
