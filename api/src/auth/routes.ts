import type Router from '@koa/router';
import type { Context } from 'koa';
import { TooManyRequestsError, UnauthorizedError } from '../http/errors';
import { ok } from '../http/reply';
import { noQuery } from '../http/validators';
import { SESSION_COOKIE } from './require-admin';
import { endSession, findSession, issueEmergencyCode, login, type CodeDelivery, type RequestInfo } from './service';
import { Throttle } from './throttle';
import { loginBody, sendOtpBody } from './validators';

const MINUTE = 60_000;
/** Login attempts per address, whatever the user name, and per address and user name. */
const LOGINS_PER_IP = { limit: 30, windowMs: 15 * MINUTE } as const;
const LOGINS_PER_IP_AND_USER = { limit: 10, windowMs: 15 * MINUTE } as const;
/** Emergency codes asked for through `/api/send-otp`: per address, and one at a time for everybody. */
const CODES_PER_IP = { limit: 5, windowMs: 10 * MINUTE } as const;
const CODE_COOLDOWN_MS = 30_000;

/**
 * `POST /api/admin/login`, `POST /api/admin/logout`, `GET /api/admin/session` and
 * `POST /api/send-otp`. The throttles live in this app's memory (one per `createApp`).
 */
export function authRoutes(router: Router): void {
  const loginsPerIp = new Throttle(LOGINS_PER_IP.limit, LOGINS_PER_IP.windowMs);
  const loginsPerIpAndUser = new Throttle(LOGINS_PER_IP_AND_USER.limit, LOGINS_PER_IP_AND_USER.windowMs);
  const codesPerIp = new Throttle(CODES_PER_IP.limit, CODES_PER_IP.windowMs);
  const codeCooldown = new Throttle(1, CODE_COOLDOWN_MS);
  const delivery = (ctx: Context): CodeDelivery => ({ mailer: ctx.mailer, adminEmail: ctx.config.adminEmail, log: ctx.log });

  router.post('/admin/login', async (ctx) => {
    const now = ctx.now().getTime();
    refuseWhenOver(loginsPerIp.hit(ctx.ip, now), 'Too many login attempts from this address, try again later');
    const input = loginBody.parse(ctx.request.body);
    const userKey = `${ctx.ip} ${input.username.toLowerCase()}`;
    refuseWhenOver(loginsPerIpAndUser.hit(userKey, now), 'Too many login attempts, try again later');
    const { token, session } = await login(input, requestInfo(ctx), delivery(ctx));
    loginsPerIpAndUser.reset(userKey);
    ctx.cookies.set(SESSION_COOKIE, token, { ...cookieFlags(ctx), expires: new Date(session.expiresAt), overwrite: true });
    ctx.set('Cache-Control', 'no-store');
    ok(ctx, session);
  });

  router.post('/admin/logout', async (ctx) => {
    await endSession(ctx.cookies.get(SESSION_COOKIE), requestInfo(ctx));
    ctx.cookies.set(SESSION_COOKIE, null, { ...cookieFlags(ctx), overwrite: true });
    ctx.set('Cache-Control', 'no-store');
    ok(ctx, { loggedOut: true });
  });

  router.get('/admin/session', async (ctx) => {
    noQuery.parse(ctx.query);
    const session = await findSession(ctx.cookies.get(SESSION_COOKIE), ctx.now());
    if (!session) throw new UnauthorizedError('No admin session');
    ctx.set('Cache-Control', 'no-store');
    ok(ctx, session);
  });

  router.post('/send-otp', async (ctx) => {
    sendOtpBody.parse(ctx.request.body ?? {});
    const now = ctx.now().getTime();
    refuseWhenOver(codesPerIp.hit(ctx.ip, now), 'Too many code requests from this address, try again later', 'TOO_MANY_REQUESTS');
    refuseWhenOver(codeCooldown.hit('every address', now), 'A code was sent moments ago, wait before asking for another', 'TOO_MANY_REQUESTS');
    const channel = await issueEmergencyCode(requestInfo(ctx), delivery(ctx), 'send-otp');
    ctx.set('Cache-Control', 'no-store');
    ok(ctx, { message: channel === 'mail' ? 'OTP sent' : 'OTP generated (email service unavailable)' });
  });
}

function refuseWhenOver(retryAfterSeconds: number, message: string, code = 'TOO_MANY_ATTEMPTS'): void {
  if (retryAfterSeconds > 0) throw new TooManyRequestsError(retryAfterSeconds, message, { code });
}

/** Secure only in production over https: the browser tests run production mode over plain http. */
function cookieFlags(ctx: Context) {
  return { httpOnly: true, sameSite: 'strict', path: '/', secure: ctx.app.env === 'production' && ctx.secure } as const;
}

function requestInfo(ctx: Context): RequestInfo {
  return { ip: ctx.ip, userAgent: ctx.get('User-Agent'), now: ctx.now() };
}
