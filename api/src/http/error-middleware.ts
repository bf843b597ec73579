import type { Context, Middleware } from 'koa';
import statuses from 'statuses';
import { z } from 'zod';
import { isApiPath } from './api-path';
import { isDatabaseUnavailable } from '../db/connectivity-errors';
import { AppError, DatabaseUnavailableError, type ValidationIssue } from './errors';
import type { Logger } from './logger';

/** What the client gets for a failed request. */
export interface ErrorReply {
  status: number;
  code: string;
  message: string;
  details?: unknown;
  headers: Record<string, string>;
}

const INTERNAL: ErrorReply = { status: 500, code: 'INTERNAL', message: 'Internal server error', headers: {} };

/** `BAD_REQUEST`, `PAYLOAD_TOO_LARGE`, … from the status's standard reason phrase. */
function codeOfStatus(status: number): string {
  const phrase = statuses.message[status];
  return phrase ? phrase.toUpperCase().replace(/[^A-Z0-9]+/g, '_') : 'BAD_REQUEST';
}

/** Shape of errors thrown by koa (`ctx.throw`), http-errors, co-body and raw-body. */
interface HttpErrorLike {
  status?: unknown;
  statusCode?: unknown;
  expose?: unknown;
  type?: unknown;
  headers?: unknown;
  message?: unknown;
}

/** Maps anything thrown by a handler to the status, code and message the client may see. */
export function toErrorReply(error: unknown): ErrorReply {
  if (error instanceof AppError) {
    if (!error.expose) return { ...INTERNAL, status: error.status, headers: { ...error.headers } };
    const reply: ErrorReply = {
      status: error.status,
      code: error.code,
      message: error.message,
      headers: { ...error.headers },
    };
    if (error.details !== undefined) reply.details = error.details;
    return reply;
  }
  // The driver's own failures when the database is gone (the monitor's 503 usually comes first).
  if (isDatabaseUnavailable(error)) return toErrorReply(new DatabaseUnavailableError({ cause: error }));
  if (error instanceof z.core.$ZodError) {
    return {
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Request validation failed',
      details: zodIssues(error),
      headers: {},
    };
  }
  if (typeof error === 'object' && error !== null) return fromHttpError(error as HttpErrorLike);
  return INTERNAL;
}

function fromHttpError(error: HttpErrorLike): ErrorReply {
  const status = typeof error.status === 'number' ? error.status : error.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return INTERNAL;
  // co-body marks malformed JSON with status 400 but without `expose`; its message is the
  // JSON parser's, so we replace it with our own.
  if (status === 400 && (error instanceof SyntaxError || error.type === 'entity.parse.failed')) {
    return { status, code: 'INVALID_JSON', message: 'Request body is not valid JSON', headers: {} };
  }
  if (status === 413) {
    return { status, code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large', headers: {} };
  }
  if (error.expose !== true) return INTERNAL;
  return {
    status,
    code: codeOfStatus(status),
    message: typeof error.message === 'string' && error.message !== '' ? error.message : 'Bad request',
    headers: stringHeaders(error.headers),
  };
}

function zodIssues(error: z.core.$ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map((part) => String(part)).join('.'),
    message: issue.message,
  }));
}

function stringHeaders(headers: unknown): Record<string, string> {
  if (typeof headers !== 'object' || headers === null) return {};
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (typeof value === 'string' || typeof value === 'number') result[name] = String(value);
  }
  return result;
}

/**
 * The one error handler, first in the chain. Known errors become their status and code; anything
 * else is logged with its stack and answered with a bare 500 so no internals reach the client.
 */
export function errorMiddleware(log: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const reply = toErrorReply(error);
      if (reply.code === INTERNAL.code) {
        log.error(`${ctx.method} ${ctx.path} failed`, error);
      } else if (reply.code === 'DATABASE_UNAVAILABLE') {
        // The outage itself is logged once by the database monitor, not once per request.
        log.debug(`${ctx.method} ${ctx.path} 503 DATABASE_UNAVAILABLE`);
      } else if (reply.status >= 500) {
        log.warn(`${ctx.method} ${ctx.path} ${reply.status} ${reply.code}: ${reply.message}`);
      }
      if (ctx.headerSent || !ctx.writable) return;
      respond(ctx, reply);
    }
  };
}

function respond(ctx: Context, reply: ErrorReply): void {
  // Headers set before the failure (Content-Encoding of a file, long cache lifetimes) would
  // describe a response that is not being sent; koa's own error handler clears them too.
  for (const name of ctx.res.getHeaderNames()) ctx.res.removeHeader(name);
  ctx.set(reply.headers);
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.status = reply.status;
  if (isApiPath(ctx.path)) {
    const error: { code: string; message: string; details?: unknown } = { code: reply.code, message: reply.message };
    if (reply.details !== undefined) error.details = reply.details;
    ctx.body = { success: false, error };
  } else {
    // The rest of the site (files, pages) gets a plain text error.
    ctx.type = 'text/plain';
    ctx.body = reply.message;
  }
}
