import type Router from '@koa/router';
import { loggedOut, loginBody, noQuery, otpRequested, sendOtpBody, sessionView } from '@ogulf/contracts';
import type { Context } from 'koa';
import { TooManyRequestsError, UnauthorizedError } from '../http/errors';
import { consumeLimit } from '../http/rate-limit';
import { routesOn } from '../http/route';
import { SESSION_COOKIE } from './require-admin';
import { endSession, ensureEmergencyCode, findSession, login, type CodeDelivery, type RequestInfo } from './service';

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
  const api = routesOn(router);
  const delivery = (ctx: Context): CodeDelivery => ({
    mailer: ctx.mailer,
    adminEmail: ctx.config.adminEmail,
    log: ctx.log,
  });
  const session = { access: 'public', tag: 'admin session', cache: 'no-store' } as const;

  api.post('/admin/login', {
    ...session,
    summary: 'Sign in: sets the session cookie (a locked account also needs the emailed code)',
    // Counted before the body is read: a malformed attempt is an attempt too.
    before: [
      async (ctx, next) => {
        refuseWhenOver(
          await consumeLimit(`login ${ctx.ip}`, LOGINS_PER_IP, ctx.now().getTime()),
          'Too many login attempts from this address, try again later',
        );
        await next();
      },
    ],
    input: { body: loginBody },
    reply: sessionView,
    handle: async (ctx, { body }) => {
      const { token, session: started } = await login(body, requestInfo(ctx), delivery(ctx));
      ctx.cookies.set(SESSION_COOKIE, token, {
        ...cookieFlags(ctx),
        expires: new Date(started.expiresAt),
        overwrite: true,
      });
      return started;
    },
  });

  api.post('/admin/logout', {
    ...session,
    summary: 'Sign out: ends the session and clears its cookie',
    reply: loggedOut,
    handle: async (ctx) => {
      await endSession(ctx.cookies.get(SESSION_COOKIE), requestInfo(ctx));
      ctx.cookies.set(SESSION_COOKIE, null, { ...cookieFlags(ctx), overwrite: true });
      return { loggedOut: true } as const;
    },
  });

  api.get('/admin/session', {
    ...session,
    summary: 'The session of the cookie sent, or 401',
    input: { query: noQuery },
    reply: sessionView,
    handle: async (ctx) => {
      const found = await findSession(ctx.cookies.get(SESSION_COOKIE), ctx.now());
      if (!found) throw new UnauthorizedError('No admin session');
      return found;
    },
  });

  // Makes a code only when none was made in the current 10-minute window: asking again neither
  // mails the admin again nor takes away the code already sent.
  api.post('/send-otp', {
    ...session,
    summary: 'Mail the admin an emergency sign-in code (to the configured address only)',
    input: { body: sendOtpBody },
    reply: otpRequested,
    handle: async (ctx) => {
      refuseWhenOver(
        await consumeLimit(`send-otp ${ctx.ip}`, CODES_PER_IP, ctx.now().getTime()),
        'Too many code requests from this address, try again later',
        'TOO_MANY_REQUESTS',
      );
      const channel = await ensureEmergencyCode(requestInfo(ctx), delivery(ctx), 'send-otp');
      return { message: channel === 'mail' ? 'OTP sent' : 'OTP generated (email service unavailable)' };
    },
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
