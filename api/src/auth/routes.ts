import type Router from '@koa/router';
import type { Context } from 'koa';
import { TooManyRequestsError, UnauthorizedError } from '../http/errors';
import { consumeLimit } from '../http/rate-limit';
import { ok } from '../http/reply';
import { noQuery } from '../http/validators';
import { SESSION_COOKIE } from './require-admin';
import { endSession, ensureEmergencyCode, findSession, login, type CodeDelivery, type RequestInfo } from './service';
import { loginBody, sendOtpBody } from './validators';

const MINUTE = 60_000;
/** Sign-in attempts per address, whatever the user name (counted in the database, shared by every instance). */
const LOGINS_PER_IP = { max: 30, windowMs: 15 * MINUTE } as const;
/** Emergency codes asked for through `/api/send-otp` per address. */
const CODES_PER_IP = { max: 5, windowMs: 10 * MINUTE } as const;

/**
 * `POST /api/admin/login`, `POST /api/admin/logout`, `GET /api/admin/session` and
 * `POST /api/send-otp`. Throttles are counted in the database, so several API instances behind
 * a load balancer share them; the locks themselves are worked out in the service.
 */
export function authRoutes(router: Router): void {
  const delivery = (ctx: Context): CodeDelivery => ({ mailer: ctx.mailer, adminEmail: ctx.config.adminEmail, log: ctx.log });

  router.post('/admin/login', async (ctx) => {
    const now = ctx.now().getTime();
    refuseWhenOver(await consumeLimit(`login ${ctx.ip}`, LOGINS_PER_IP, now), 'Too many login attempts from this address, try again later');
    const input = loginBody.parse(ctx.request.body);
    const { token, session } = await login(input, requestInfo(ctx), delivery(ctx));
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

  // Makes a code only when none was made in the current 10-minute window: asking again neither
  // mails the admin again nor takes away the code already sent.
  router.post('/send-otp', async (ctx) => {
    sendOtpBody.parse(ctx.request.body ?? {});
    const now = ctx.now().getTime();
    refuseWhenOver(await consumeLimit(`send-otp ${ctx.ip}`, CODES_PER_IP, now), 'Too many code requests from this address, try again later', 'TOO_MANY_REQUESTS');
    const channel = await ensureEmergencyCode(requestInfo(ctx), delivery(ctx), 'send-otp');
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
