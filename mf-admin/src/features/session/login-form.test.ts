import { loginProblem, waitParts } from './login-form';
import { validateLogin } from './login-schema';

const refused = (status: number, code = '', extra: { message?: string; retryAfterSeconds?: number | null } = {}) => ({
  ok: false as const,
  status,
  code,
  message: extra.message ?? '',
  retryAfterSeconds: extra.retryAfterSeconds ?? null,
});

describe('validateLogin', () => {
  it('asks for the username and the password before sending', () => {
    expect(validateLogin({ username: '  ', password: '', code: '' }, 'password')).toEqual({
      ok: false,
      errors: { username: { key: 'required' }, password: { key: 'required' } },
    });
  });

  it('sends the trimmed username and the password exactly as typed, without a code on the first step', () => {
    expect(validateLogin({ username: ' admin ', password: ' secret pass ', code: '123456' }, 'password')).toEqual({
      ok: true,
      body: { username: 'admin', password: ' secret pass ' },
    });
  });

  it('needs a 6-digit code from 100000 to 999999 on the code step', () => {
    const values = { username: 'admin', password: 'pw-long-enough' };
    expect(validateLogin({ ...values, code: '' }, 'code')).toEqual({
      ok: false,
      errors: { code: { key: 'required' } },
    });
    for (const code of ['12345', '1234567', '012345', '12a456']) {
      expect(validateLogin({ ...values, code }, 'code')).toEqual({ ok: false, errors: { code: { key: 'code' } } });
    }
    expect(validateLogin({ ...values, code: '100000' }, 'code')).toEqual({
      ok: true,
      body: { ...values, code: '100000' },
    });
  });

  it('reads a code typed with Arabic-Indic digits or spaces', () => {
    expect(validateLogin({ username: 'admin', password: 'x', code: '٤٥٦ ٧٨٩' }, 'code')).toEqual({
      ok: true,
      body: { username: 'admin', password: 'x', code: '456789' },
    });
  });
});

describe('loginProblem', () => {
  it('gives one message for a wrong user and a wrong password', () => {
    expect(loginProblem(refused(401, 'INVALID_CREDENTIALS'), 'password')).toEqual({
      key: 'login.errors.invalidCredentials',
      step: 'password',
    });
  });

  it('opens the emergency code step when the login is locked', () => {
    expect(loginProblem(refused(423, 'LOCKED'), 'password')).toEqual({ key: 'login.errors.locked', step: 'code' });
  });

  it('stays on the code step after a wrong code', () => {
    expect(loginProblem(refused(401, 'INVALID_CODE'), 'code')).toEqual({
      key: 'login.errors.invalidCode',
      step: 'code',
    });
  });

  it('tells how long to wait after too many attempts', () => {
    expect(loginProblem(refused(429, 'TOO_MANY_ATTEMPTS', { retryAfterSeconds: 120 }), 'password')).toEqual({
      key: 'login.errors.tooMany',
      waitSeconds: 120,
      step: 'password',
    });
    expect(loginProblem(refused(429, 'TOO_MANY_ATTEMPTS'), 'password').key).toBe('login.errors.tooManyNoWait');
  });

  it("shows the server's text for other refusals and a general message for failures", () => {
    expect(loginProblem(refused(400, 'VALIDATION_FAILED', { message: 'username is required' }), 'password')).toEqual({
      key: 'login.errors.server',
      serverMessage: 'username is required',
      step: 'password',
    });
    expect(loginProblem(refused(500), 'password').key).toBe('login.errors.failed');
    expect(loginProblem(refused(0, 'NETWORK'), 'password').key).toBe('login.errors.network');
  });
});

describe('waits', () => {
  it('rounds a wait up to whole minutes from one minute on', () => {
    expect(waitParts(30)).toEqual({ unit: 'seconds', count: 30 });
    expect(waitParts(60)).toEqual({ unit: 'minutes', count: 1 });
    expect(waitParts(61)).toEqual({ unit: 'minutes', count: 2 });
  });
});
