import request from 'supertest';
import { createApp } from '../src/app';
import { AuditEntry } from '../src/audit/model';
import { AdminSession, EmergencyCode, LoginFailure } from '../src/auth/model';
import { createLogger, type LogSink } from '../src/http/logger';
import { createMailer, type Mailer } from '../src/mail/mailer';
import { ADMIN_PASSWORD, resetAdminUser, sessionCookie } from './admin-login';
import { testConfig, useTestDatabase } from './helpers';
import { startMailCapture, type MailCapture } from './mail-capture';

useTestDatabase();

const ADMIN_EMAIL = 'owner@ogulf.qa';
const HOUR = 3_600_000;
const MINUTE = 60_000;
let nowMs = Date.now();
const clock = () => new Date(nowMs);
let mail: MailCapture;
let ipCounter = 0;

/** A fresh app (fresh throttles) on the test clock; the SMTP capture receives its mail. */
function makeApp(options: { mailer?: Mailer; nodeEnv?: 'production' | 'test'; log?: LogSink } = {}) {
  const config = testConfig({
    trustProxy: true,
    adminEmail: ADMIN_EMAIL,
    smtpUrl: mail.url,
    nodeEnv: options.nodeEnv ?? 'test',
  });
  return createApp({
    config,
    now: clock,
    mailer: options.mailer ?? createMailer(config),
    ...(options.log ? { log: createLogger('warn', options.log) } : {}),
  }).callback();
}

/** A client address of its own, so per-address throttles of one test do not touch another. */
function newIp(): string {
  ipCounter += 1;
  return `203.0.113.${ipCounter}`;
}

function login(app: ReturnType<typeof makeApp>, ip: string, body: Record<string, unknown>) {
  return request(app).post('/api/admin/login').set('X-Forwarded-For', ip).send(body);
}

/** An agent of `app` holding an admin session opened from an address of its own. */
async function loggedInAgent(app: ReturnType<typeof makeApp>) {
  const agent = request.agent(app);
  await agent
    .post('/api/admin/login')
    .set('X-Forwarded-For', newIp())
    .send({ username: 'admin', password: ADMIN_PASSWORD })
    .expect(200);
  return agent;
}

/** Five wrong passwords in a row from `ip`: the fifth locks the login. */
async function lockOut(app: ReturnType<typeof makeApp>, ip: string) {
  for (let i = 1; i <= 4; i += 1) await login(app, ip, { username: 'admin', password: `wrong ${i}` }).expect(401);
  return login(app, ip, { username: 'admin', password: 'wrong 5' });
}

function codeIn(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`No 6-digit code in: ${text}`);
  return code;
}

beforeAll(async () => {
  mail = await startMailCapture();
});

afterAll(async () => {
  await mail.close();
});

beforeEach(async () => {
  nowMs += 24 * HOUR;
  mail.mails.length = 0;
  await resetAdminUser();
});

describe('POST /api/admin/login', () => {
  it('opens an 8-hour session in an HttpOnly, SameSite=Strict cookie on the whole site', async () => {
    const res = await login(makeApp(), newIp(), { username: 'admin', password: ADMIN_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      user: 'admin',
      loginTime: clock().toISOString(),
      expiresAt: new Date(nowMs + 8 * HOUR).toISOString(),
    });
    const cookie = sessionCookie(res)!;
    expect(cookie).toMatch(/^ogulf_admin=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/; path=\//);
    expect(cookie).toMatch(/; httponly/);
    expect(cookie).toMatch(/; samesite=strict/);
    expect(cookie).not.toMatch(/; secure/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('marks the cookie Secure in production over https, and not over plain http (the browser tests)', async () => {
    const app = makeApp({ nodeEnv: 'production' });
    const https = await login(app, newIp(), { username: 'admin', password: ADMIN_PASSWORD })
      .set('X-Forwarded-Proto', 'https')
      .expect(200);
    expect(sessionCookie(https)).toMatch(/; secure/);
    const http = await login(app, newIp(), { username: 'admin', password: ADMIN_PASSWORD }).expect(200);
    expect(sessionCookie(http)).not.toMatch(/; secure/);
  });

  it('stores only a hash of the session id, and gives every login a fresh id', async () => {
    const app = makeApp();
    const first = sessionCookie(
      await login(app, newIp(), { username: 'admin', password: ADMIN_PASSWORD }).expect(200),
    )!;
    const second = sessionCookie(
      await login(app, newIp(), { username: 'admin', password: ADMIN_PASSWORD }).expect(200),
    )!;
    const ids = [first, second].map((cookie) => cookie.split(';')[0]!.split('=')[1]!);
    expect(ids[0]).not.toBe(ids[1]);
    const stored = JSON.stringify(await AdminSession.find().lean());
    for (const id of ids) expect(stored).not.toContain(id);
  });

  it('answers a wrong user name and a wrong password alike', async () => {
    const app = makeApp();
    const wrongUser = await login(app, newIp(), { username: 'root', password: ADMIN_PASSWORD });
    const wrongPassword = await login(app, newIp(), { username: 'admin', password: 'not the password' });
    expect(wrongUser.status).toBe(401);
    expect(wrongPassword.status).toBe(401);
    expect(wrongUser.body).toEqual(wrongPassword.body);
    expect(wrongUser.body.error).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid username or password' });
    expect(sessionCookie(wrongPassword)).toBeUndefined();
  });

  it('rejects a malformed body with 400 and extra keys too', async () => {
    const app = makeApp();
    expect((await login(app, newIp(), { username: 'admin' })).status).toBe(400);
    expect((await login(app, newIp(), { username: 'admin', password: ADMIN_PASSWORD, remember: true })).status).toBe(
      400,
    );
    expect((await login(app, newIp(), { username: 'admin', password: ADMIN_PASSWORD, code: '12345' })).status).toBe(
      400,
    );
  });

  it('locks an address after 5 wrong passwords, even sent in parallel, and mails one code', async () => {
    const app = makeApp();
    const ip = newIp();
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(app, ip, { username: 'admin', password: `guess ${i}` })),
    );
    expect(replies.every((res) => res.status === 401 || res.status === 423)).toBe(true);
    expect(replies.filter((res) => res.status === 423).length).toBeGreaterThanOrEqual(1);
    await mail.waitFor(1);
    expect(mail.mails).toHaveLength(1);
    // Even the right password is refused from that address until the window ends...
    expect((await login(app, ip, { username: 'admin', password: ADMIN_PASSWORD })).status).toBe(423);
    // ...but the admin elsewhere is not slowed down at all.
    expect((await login(app, newIp(), { username: 'admin', password: ADMIN_PASSWORD })).status).toBe(200);
    nowMs += 15 * MINUTE;
    expect((await login(app, ip, { username: 'admin', password: ADMIN_PASSWORD })).status).toBe(200);
    expect(mail.mails).toHaveLength(1);
  });

  it('throttles one address trying many user names at 30 attempts per 15 minutes, with 429 and Retry-After', async () => {
    const app = makeApp();
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1)
      statuses.push((await login(app, ip, { username: `user${i}`, password: 'x' })).status);
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    const refused = await login(app, ip, { username: 'admin', password: ADMIN_PASSWORD });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });
});

/** 20 wrong passwords from four addresses (none of them locked on its own before): everybody is locked. */
async function lockEverybody(app: ReturnType<typeof makeApp>) {
  for (let i = 0; i < 4; i += 1) await lockOut(app, newIp());
}

describe('the emergency code', () => {
  it('locks after 5 wrong passwords, mails a code to the admin address only, and the code with the password lifts the lock', async () => {
    const app = makeApp();
    const ip = newIp();
    const locked = await lockOut(app, ip);
    expect(locked.status).toBe(423);
    expect(locked.body.error).toEqual({
      code: 'LOCKED',
      message: "Too many failed attempts. An emergency access code has been sent to the administrator's email.",
    });
    const [sent] = await mail.waitFor(1);
    expect(sent!.to).toEqual([ADMIN_EMAIL]);
    expect(sent!.text).toMatch(/valid for 10 minutes and can be used once/);
    const code = codeIn(sent!.text);
    expect(Number(code)).toBeGreaterThanOrEqual(100_000);
    expect(Number(code)).toBeLessThanOrEqual(999_999);

    // Locked: the right password alone is not enough, and a failure no longer counts as one more.
    expect((await login(app, ip, { username: 'admin', password: ADMIN_PASSWORD })).status).toBe(423);
    const wrongCode = await login(app, ip, {
      username: 'admin',
      password: ADMIN_PASSWORD,
      code: code === '999999' ? '100000' : '999999',
    });
    expect(wrongCode.status).toBe(401);
    expect(wrongCode.body.error.code).toBe('INVALID_CODE');
    const wrongPassword = await login(app, ip, { username: 'admin', password: 'still wrong', code });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body.error.code).toBe('INVALID_CREDENTIALS');

    const opened = await login(app, ip, { username: 'admin', password: ADMIN_PASSWORD, code });
    expect(opened.status).toBe(200);
    expect(sessionCookie(opened)).toBeDefined();
    // The lock is gone: the password alone works again, and the count starts from zero.
    expect((await login(app, ip, { username: 'admin', password: ADMIN_PASSWORD })).status).toBe(200);
    expect(await LoginFailure.countDocuments()).toBe(0);
    expect(mail.mails).toHaveLength(1);
  });

  it('is single use: a used code lifts no later lock and opens no second session', async () => {
    const app = makeApp();
    const ip = newIp();
    await lockOut(app, ip);
    const code = codeIn((await mail.waitFor(1))[0]!.text);
    expect((await login(app, ip, { username: 'admin', password: ADMIN_PASSWORD, code })).status).toBe(200);
    // Presented again without a lock...
    const again = await login(app, ip, { username: 'admin', password: ADMIN_PASSWORD, code });
    expect(again.status).toBe(401);
    expect(again.body.error.code).toBe('INVALID_CODE');
    // ...or with a new lock, which comes with a new code: only that one opens it.
    expect((await lockOut(app, ip)).status).toBe(423);
    const next = codeIn((await mail.waitFor(2))[1]!.text);
    if (next !== code)
      expect((await login(app, ip, { username: 'admin', password: ADMIN_PASSWORD, code })).body.error.code).toBe(
        'INVALID_CODE',
      );
    expect((await login(app, ip, { username: 'admin', password: ADMIN_PASSWORD, code: next })).status).toBe(200);
  });

  it('gives one session when three requests use the same code at the same moment', async () => {
    const app = makeApp();
    await lockEverybody(app);
    const code = codeIn((await mail.waitFor(1))[0]!.text);
    const replies = await Promise.all(
      [newIp(), newIp(), newIp()].map((ip) => login(app, ip, { username: 'admin', password: ADMIN_PASSWORD, code })),
    );
    expect(replies.map((res) => res.status).sort()).toEqual([200, 401, 401]);
    expect(await AuditEntry.countDocuments({ action: 'login.code-used', at: clock() })).toBe(1);
  });

  it('expires after 10 minutes, and the next locked attempt sends a new one', async () => {
    const app = makeApp();
    const ip = newIp();
    await lockOut(app, ip);
    const code = codeIn((await mail.waitFor(1))[0]!.text);
    nowMs += 10 * MINUTE + 1000;
    const late = await login(app, ip, { username: 'admin', password: ADMIN_PASSWORD, code });
    expect(late.status).toBe(401);
    expect(late.body.error.code).toBe('INVALID_CODE');
    expect((await login(app, ip, { username: 'admin', password: ADMIN_PASSWORD })).status).toBe(423);
    const fresh = codeIn((await mail.waitFor(2))[1]!.text);
    expect((await login(app, ip, { username: 'admin', password: ADMIN_PASSWORD, code: fresh })).status).toBe(200);
  });

  it('works until the end of its 10 minutes', async () => {
    const app = makeApp();
    const ip = newIp();
    await lockOut(app, ip);
    const code = codeIn((await mail.waitFor(1))[0]!.text);
    nowMs += 10 * MINUTE - 1000;
    expect((await login(app, ip, { username: 'admin', password: ADMIN_PASSWORD, code })).status).toBe(200);
  });

  it('stops one address after its 5 guesses, while the code still works for the admin', async () => {
    const app = makeApp();
    await lockEverybody(app);
    const code = codeIn((await mail.waitFor(1))[0]!.text);
    const wrong = code === '123456' ? '654321' : '123456';
    const ip = newIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await login(app, ip, { username: 'admin', password: ADMIN_PASSWORD, code: wrong })).body.error.code).toBe(
        'INVALID_CODE',
      );
    }
    expect((await login(app, ip, { username: 'admin', password: ADMIN_PASSWORD, code })).body.error.code).toBe(
      'INVALID_CODE',
    );
    expect((await login(app, newIp(), { username: 'admin', password: ADMIN_PASSWORD, code })).status).toBe(200);
  });

  it('is never stored: only a salted hash of it is', async () => {
    const app = makeApp();
    await lockOut(app, newIp());
    const code = codeIn((await mail.waitFor(1))[0]!.text);
    const stored = await EmergencyCode.find().lean();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(stored[0]!.hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('an attacker without the mailbox cannot keep the admin out', () => {
  it('wrong passwords from other addresses leave the admin signing in with the password alone', async () => {
    const app = makeApp();
    for (let i = 0; i < 3; i += 1) expect((await lockOut(app, newIp())).status).toBe(423);
    expect((await login(app, newIp(), { username: 'admin', password: ADMIN_PASSWORD })).status).toBe(200);
  });

  it('a spread-out attack locks everybody, yet wrong codes and code requests from others neither burn nor replace the code the admin received', async () => {
    const app = makeApp();
    nowMs = Math.ceil(nowMs / (10 * MINUTE)) * 10 * MINUTE; // the whole attack within one code window
    await lockEverybody(app);
    const admin = newIp();
    expect((await login(app, admin, { username: 'admin', password: ADMIN_PASSWORD })).status).toBe(423);
    const code = codeIn((await mail.waitFor(1))[0]!.text);
    const wrong = code === '123456' ? '654321' : '123456';
    // Four attacker addresses use up their guesses and keep asking for new codes over 9 minutes.
    for (let minute = 0; minute < 9; minute += 1) {
      const attacker = newIp();
      for (let i = 0; i < 6; i += 1) await login(app, attacker, { username: 'admin', password: 'guess', code: wrong });
      expect((await request(app).post('/api/send-otp').set('X-Forwarded-For', attacker).send({})).status).toBe(200);
      nowMs += MINUTE;
    }
    expect(mail.mails).toHaveLength(1);
    expect((await login(app, admin, { username: 'admin', password: ADMIN_PASSWORD, code })).status).toBe(200);
  });

  it('send-otp mails the admin at most once per 10-minute window however often it is asked', async () => {
    const app = makeApp();
    nowMs = Math.ceil(nowMs / (10 * MINUTE)) * 10 * MINUTE; // start at the beginning of a window
    for (let i = 0; i < 60; i += 1) {
      await request(app).post('/api/send-otp').set('X-Forwarded-For', newIp()).send({}).expect(200);
      nowMs += 30_000;
    }
    // 60 requests over 30 minutes: three windows, three codes.
    await mail.waitFor(3);
    expect(mail.mails).toHaveLength(3);
  });
});

describe('POST /api/send-otp', () => {
  it('mails a new code to the configured admin address only, ignoring the recipient, subject and HTML sent', async () => {
    const app = makeApp();
    const res = await request(app).post('/api/send-otp').send({
      to: 'attacker@evil.example',
      subject: 'Reset your bank password',
      html: '<a href="https://evil.example">click</a>',
      timestamp: Date.now(),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ message: 'OTP sent' });
    expect(JSON.stringify(res.body)).not.toMatch(/\d{6}/);
    const [sent] = await mail.waitFor(1);
    expect(sent!.to).toEqual([ADMIN_EMAIL]);
    expect(sent!.subject).toBe('OGulf admin: emergency access code');
    expect(sent!.raw).not.toContain('evil.example');
    expect(sent!.raw).not.toContain('Reset your bank password');
    codeIn(sent!.text);
  });

  it('keeps the code already sent: asking again mails nothing new and the first code opens the lock', async () => {
    const app = makeApp();
    const ip = newIp();
    await lockOut(app, ip);
    const first = codeIn((await mail.waitFor(1))[0]!.text);
    const again = await request(app).post('/api/send-otp').send({}).expect(200);
    expect(again.body.data).toEqual({ message: 'OTP sent' });
    expect(mail.mails).toHaveLength(1);
    expect((await login(app, ip, { username: 'admin', password: ADMIN_PASSWORD, code: first })).status).toBe(200);
  });

  it('still answers when mail fails, and the code goes to the server log only', async () => {
    const lines: string[] = [];
    const failing: Mailer = {
      destination: 'nowhere',
      send: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      },
    };
    const app = makeApp({ mailer: failing, log: { out: (line) => lines.push(line), err: (line) => lines.push(line) } });
    const res = await request(app).post('/api/send-otp').send({ to: 'attacker@evil.example' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ message: 'OTP generated (email service unavailable)' });
    expect(JSON.stringify(res.body)).not.toMatch(/\d{6}/);
    const logged = lines.find((line) => line.includes('Emergency admin code'));
    expect(logged).toBeDefined();
    // Asked again in the same window: the same answer, and no second code.
    expect((await request(app).post('/api/send-otp').send({})).body.data).toEqual({
      message: 'OTP generated (email service unavailable)',
    });
    expect(lines.filter((line) => line.includes('Emergency admin code'))).toHaveLength(1);
    // The logged code opens the lock.
    const ip = newIp();
    await lockOut(app, ip);
    expect((await login(app, ip, { username: 'admin', password: ADMIN_PASSWORD, code: codeIn(logged!) })).status).toBe(
      200,
    );
  });

  it('refuses a sixth request from one address in 10 minutes with 429 and Retry-After, and unknown keys with 400', async () => {
    const app = makeApp();
    const ip = newIp();
    for (let i = 0; i < 5; i += 1)
      await request(app).post('/api/send-otp').set('X-Forwarded-For', ip).send({}).expect(200);
    const again = await request(app).post('/api/send-otp').set('X-Forwarded-For', ip).send({});
    expect(again.status).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect((await request(app).post('/api/send-otp').send({ recipient: 'x@y.z' })).status).toBe(400);
    nowMs += 10 * MINUTE;
    await request(app).post('/api/send-otp').set('X-Forwarded-For', ip).send({}).expect(200);
  });
});

describe('the session', () => {
  it('answers GET /api/admin/session while it lives and 401 without it', async () => {
    const app = makeApp();
    expect((await request(app).get('/api/admin/session')).status).toBe(401);
    const agent = await loggedInAgent(app);
    const res = await agent.get('/api/admin/session').expect(200);
    expect(res.body.data).toEqual({
      user: 'admin',
      loginTime: clock().toISOString(),
      expiresAt: new Date(nowMs + 8 * HOUR).toISOString(),
    });
  });

  it('ends 8 hours after login however busy it was, on the server', async () => {
    const app = makeApp();
    const agent = await loggedInAgent(app);
    nowMs += 8 * HOUR - 1000;
    await agent.get('/api/admin/session').expect(200);
    await agent.get('/api/admin/testimonials').expect(200);
    nowMs += 1000;
    expect((await agent.get('/api/admin/session')).status).toBe(401);
    expect((await agent.get('/api/admin/testimonials')).status).toBe(401);
  });

  it('is deleted by logout: the old cookie no longer opens anything', async () => {
    const app = makeApp();
    const res = await login(app, newIp(), { username: 'admin', password: ADMIN_PASSWORD }).expect(200);
    const cookie = sessionCookie(res)!.split(';')[0]!;
    await request(app).get('/api/admin/session').set('Cookie', cookie).expect(200);
    const out = await request(app).post('/api/admin/logout').set('Cookie', cookie);
    expect(out.status).toBe(200);
    expect(out.body.data).toEqual({ loggedOut: true });
    expect(sessionCookie(out)).toMatch(/^ogulf_admin=;.*expires=Thu, 01 Jan 1970/);
    expect((await request(app).get('/api/admin/session').set('Cookie', cookie)).status).toBe(401);
    expect((await request(app).get('/api/admin/audit').set('Cookie', cookie)).status).toBe(401);
    // Logging out twice, or without a session, is harmless.
    await request(app).post('/api/admin/logout').set('Cookie', cookie).expect(200);
  });

  it('refuses a forged cookie', async () => {
    const app = makeApp();
    for (const value of ['x', 'A'.repeat(43), 'admin', `${'A'.repeat(42)}%`]) {
      expect((await request(app).get('/api/admin/session').set('Cookie', `ogulf_admin=${value}`)).status).toBe(401);
    }
  });
});

describe('the audit log', () => {
  it('records logins, failures, the lock, codes and logout with address and time, and never a secret', async () => {
    const app = makeApp();
    const ip = newIp();
    await login(app, ip, { username: ADMIN_PASSWORD, password: 'typed in the wrong field' }).expect(401);
    await lockOut(app, ip);
    const code = codeIn((await mail.waitFor(1))[0]!.text);
    const opened = await login(app, ip, { username: 'admin', password: ADMIN_PASSWORD, code })
      .set('User-Agent', 'audit-test-browser')
      .expect(200);
    const cookie = sessionCookie(opened)!.split(';')[0]!;
    const list = await request(app).get('/api/admin/audit?limit=20').set('Cookie', cookie).expect(200);
    const entries = list.body.data as Array<{ at: string; actor: string; action: string; target: string; ip: string }>;
    expect(Object.keys(entries[0]!).sort()).toEqual(['action', 'actor', 'at', 'ip', 'label', 'target']);
    const actions = entries.map((entry) => entry.action);
    expect(actions.slice(0, 3)).toEqual(['login.success', 'login.code-used', 'code.issue']);
    expect(actions).toContain('login.lock');
    expect(actions.filter((action) => action === 'login.failure').length).toBeGreaterThanOrEqual(6);
    expect(entries[0]).toMatchObject({ actor: 'admin', at: clock().toISOString() });
    expect(entries.find((entry) => entry.action === 'login.lock')?.ip).toBe(ip);
    // A name that is not `admin` is recorded as `unknown`: it may be a password typed in the wrong field.
    expect(entries.some((entry) => entry.actor === 'unknown')).toBe(true);

    await request(app).post('/api/admin/logout').set('Cookie', cookie).expect(200);
    const stored = JSON.stringify(await AuditEntry.find().lean());
    expect(stored).toContain('audit-test-browser');
    expect(stored).toContain('"logout"');
    for (const secret of [ADMIN_PASSWORD, 'typed in the wrong field', code, cookie.split('=')[1]!])
      expect(stored).not.toContain(secret);
  });

  it('is for the admin only, and validates its limit', async () => {
    const app = makeApp();
    expect((await request(app).get('/api/admin/audit')).status).toBe(401);
    const agent = await loggedInAgent(app);
    expect((await agent.get('/api/admin/audit?limit=0')).status).toBe(400);
    expect((await agent.get('/api/admin/audit?limit=2')).body.data).toHaveLength(2);
  });
});

describe('requests from another site', () => {
  it('refuses state-changing API requests whose Origin is another site, with 403', async () => {
    const app = makeApp();
    const foreign = await login(app, newIp(), { username: 'admin', password: ADMIN_PASSWORD }).set(
      'Origin',
      'https://evil.example',
    );
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe('FOREIGN_ORIGIN');
    expect(sessionCookie(foreign)).toBeUndefined();
    const nullOrigin = await request(app).post('/api/admin/logout').set('Origin', 'null');
    expect(nullOrigin.status).toBe(403);
    const lookalike = await request(app)
      .post('/api/send-otp')
      .set('Host', 'shop.example')
      .set('Origin', 'https://shop.example.evil.example')
      .send({});
    expect(lookalike.status).toBe(403);
  });

  it('lets the site itself through, by its Host or its PUBLIC_URL, and leaves reads alone', async () => {
    const app = makeApp();
    const same = await login(app, newIp(), { username: 'admin', password: ADMIN_PASSWORD })
      .set('Host', 'shop.example')
      .set('Origin', 'http://shop.example');
    expect(same.status).toBe(200);
    const viaProxy = createApp({
      config: testConfig({ publicUrl: 'https://www.ogulf.qa', adminEmail: ADMIN_EMAIL }),
      now: clock,
    }).callback();
    const proxied = await request(viaProxy)
      .post('/api/admin/login')
      .set('Origin', 'https://www.ogulf.qa')
      .send({ username: 'admin', password: ADMIN_PASSWORD });
    expect(proxied.status).toBe(200);
    expect((await request(app).get('/api/health').set('Origin', 'https://evil.example')).status).toBe(200);
  });
});
