import type { Middleware } from 'koa';
import pino from 'pino';

export const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Logger {
  readonly level: LogLevel;
  error(message: string, error?: unknown): void;
  warn(message: string): void;
  info(message: string, fields?: LogFields): void;
  debug(message: string): void;
}

/** Structured fields logged beside a message (the request log's method, path, status, ms). */
export type LogFields = Readonly<Record<string, string | number | boolean>>;

/** Where log lines go; tests swap it to capture output. */
export interface LogSink {
  out(line: string): void;
  err(line: string): void;
}

const consoleSink: LogSink = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

/**
 * A leveled logger on pino: one JSON line per message with `level` (its name), ISO `time`, `pid`
 * and `msg`; an error's `err` carries its type, message and stack. Warnings and errors go to the
 * sink's `err` (stderr), the rest to `out` (stdout), as before pino.
 */
export function createLogger(level: LogLevel, sink: LogSink = consoleSink): Logger {
  const lineOf = (chunk: string) => (chunk.endsWith('\n') ? chunk.slice(0, -1) : chunk);
  const streams = pino.multistream(
    [
      { level: 'debug', stream: { write: (chunk: string) => sink.out(lineOf(chunk)) } },
      { level: 'warn', stream: { write: (chunk: string) => sink.err(lineOf(chunk)) } },
    ],
    // Each line to the most severe stream it qualifies for only: a warning is not also written to stdout.
    { dedupe: true },
  );
  const log = pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    streams,
  );
  return {
    level,
    error(message, error) {
      if (error === undefined) log.error(message);
      else log.error({ err: error }, message);
    },
    warn(message) {
      log.warn(message);
    },
    info(message, fields) {
      if (fields === undefined) log.info(message);
      else log.info(fields, message);
    },
    debug(message) {
      log.debug(message);
    },
  };
}

/**
 * Logs one line per request once the response is finished: `msg` reads `GET /api/health 200 1.2ms`,
 * and the same `method`, `path`, `status` and `ms` are fields of the line.
 * Listening for the response's end (rather than awaiting `next`) records the status the client
 * really got, whatever the error middleware decided. Only the path is logged: query strings may
 * carry tokens, and bodies and cookies never belong in logs.
 */
export function requestLogger(log: Logger): Middleware {
  return async (ctx, next) => {
    if (log.level === 'silent') return next();
    const started = process.hrtime.bigint();
    const { method, path } = ctx;
    let logged = false;
    const done = () => {
      if (logged) return;
      logged = true;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const status = ctx.res.statusCode;
      log.info(`${method} ${path} ${status} ${ms.toFixed(1)}ms`, { method, path, status, ms: Number(ms.toFixed(1)) });
    };
    // 'close' covers clients that hang up early; it can also come first when a client closes
    // the connection as soon as it has Content-Length bytes, so no "aborted" guess is made.
    ctx.res.once('finish', done);
    ctx.res.once('close', done);
    await next();
  };
}
