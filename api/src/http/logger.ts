import type { Middleware } from 'koa';

export const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Logger {
  readonly level: LogLevel;
  error(message: string, error?: unknown): void;
  warn(message: string): void;
  info(message: string): void;
  debug(message: string): void;
}

/** Where log lines go; tests swap it to capture output. */
export interface LogSink {
  out(line: string): void;
  err(line: string): void;
}

const RANK: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 };

const consoleSink: LogSink = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

/** A leveled logger writing one line per message (stack traces follow errors). */
export function createLogger(level: LogLevel, sink: LogSink = consoleSink): Logger {
  const enabled = (wanted: LogLevel) => RANK[wanted] <= RANK[level];
  const line = (tag: string, message: string) => `${new Date().toISOString()} ${tag} ${message}`;
  return {
    level,
    error(message, error) {
      if (!enabled('error')) return;
      const detail = error === undefined ? '' : `\n${describeError(error)}`;
      sink.err(line('ERROR', message) + detail);
    },
    warn(message) {
      if (enabled('warn')) sink.err(line('WARN', message));
    },
    info(message) {
      if (enabled('info')) sink.out(line('INFO', message));
    },
    debug(message) {
      if (enabled('debug')) sink.out(line('DEBUG', message));
    },
  };
}

function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

/**
 * Logs one line per request once the response is finished, e.g. `GET /api/health 200 1.2ms`.
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
      log.info(`${method} ${path} ${ctx.res.statusCode} ${ms.toFixed(1)}ms`);
    };
    // 'close' covers clients that hang up early; it can also come first when a client closes
    // the connection as soon as it has Content-Length bytes, so no "aborted" guess is made.
    ctx.res.once('finish', done);
    ctx.res.once('close', done);
    await next();
  };
}
