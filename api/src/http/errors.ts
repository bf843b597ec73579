/** One problem found while validating input: where it is and what is wrong. */
export interface ValidationIssue {
  path: string;
  message: string;
}

export interface AppErrorOptions {
  /** Stable machine-readable code the front end can switch on (SCREAMING_SNAKE_CASE). */
  code?: string;
  details?: unknown;
  /** Response headers that belong to this error, such as `Allow` or `Retry-After`. */
  headers?: Record<string, string>;
  /** Whether `message` may be shown to the client; defaults to true for 4xx only. */
  expose?: boolean;
  cause?: unknown;
}

/**
 * Base class of every error the API throws on purpose. The error middleware turns it into
 * `{ success: false, error: { code, message, details? } }` with `status`.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly expose: boolean;
  readonly details: unknown;
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, code: string, message: string, options: Omit<AppErrorOptions, 'code'> = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.status = status;
    this.code = code;
    this.expose = options.expose ?? status < 500;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }
}

/**
 * The base of an error that is only its status, default code and default message; `new X(message?,
 * options?)` overrides either. Each subclass keeps its own name (AppError reads new.target).
 */
function plainError(status: number, code: string, defaultMessage: string) {
  return class extends AppError {
    constructor(message = defaultMessage, options: AppErrorOptions = {}) {
      super(status, options.code ?? code, message, options);
    }
  };
}

export class ValidationError extends AppError {
  declare readonly details: ValidationIssue[];

  constructor(message = 'Request validation failed', details: ValidationIssue[] = [], options: AppErrorOptions = {}) {
    super(400, options.code ?? 'VALIDATION_FAILED', message, { ...options, details });
  }
}

export class UnauthorizedError extends plainError(401, 'UNAUTHORIZED', 'Authentication required') {}

export class ForbiddenError extends plainError(403, 'FORBIDDEN', 'You are not allowed to do this') {}

export class NotFoundError extends plainError(404, 'NOT_FOUND', 'Not found') {}

export class MethodNotAllowedError extends AppError {
  constructor(method: string, path: string, allowed: readonly string[]) {
    super(405, 'METHOD_NOT_ALLOWED', `Method ${method} is not allowed for ${path}`, {
      headers: allowed.length > 0 ? { Allow: allowed.join(', ') } : {},
    });
  }
}

export class ConflictError extends plainError(409, 'CONFLICT', 'Conflict with the current state') {}

export class PayloadTooLargeError extends plainError(413, 'PAYLOAD_TOO_LARGE', 'Request body is too large') {}

export class UnsupportedMediaTypeError extends plainError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported media type') {}

export class TooManyRequestsError extends AppError {
  readonly retryAfter: number;

  /** `retryAfter` is in seconds and is sent as the `Retry-After` header. */
  constructor(retryAfter: number, message = 'Too many requests, try again later', options: AppErrorOptions = {}) {
    const seconds = Math.max(1, Math.ceil(retryAfter));
    super(429, options.code ?? 'TOO_MANY_REQUESTS', message, {
      ...options,
      headers: { ...options.headers, 'Retry-After': String(seconds) },
    });
    this.retryAfter = seconds;
  }
}

/** A dependency (database, mail server) is down; the message is ours, so it is shown. */
export class ServiceUnavailableError extends AppError {
  constructor(message = 'Service temporarily unavailable', options: AppErrorOptions = {}) {
    super(503, options.code ?? 'SERVICE_UNAVAILABLE', message, { expose: true, ...options });
  }
}

/**
 * The database is down or not answering (it is watched; see `db/monitor.ts`). Retry-After tells
 * clients that it is worth asking again soon: an embedded FerretDB is restarted within seconds.
 */
export class DatabaseUnavailableError extends ServiceUnavailableError {
  constructor(options: AppErrorOptions = {}) {
    super('The database is not answering at the moment; please try again shortly', {
      code: 'DATABASE_UNAVAILABLE',
      headers: { 'Retry-After': '2' },
      ...options,
    });
  }
}
