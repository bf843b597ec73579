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

export class ValidationError extends AppError {
  declare readonly details: ValidationIssue[];

  constructor(message = 'Request validation failed', details: ValidationIssue[] = [], options: AppErrorOptions = {}) {
    super(400, options.code ?? 'VALIDATION_FAILED', message, { ...options, details });
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Authentication required', options: AppErrorOptions = {}) {
    super(401, options.code ?? 'UNAUTHORIZED', message, options);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this', options: AppErrorOptions = {}) {
    super(403, options.code ?? 'FORBIDDEN', message, options);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found', options: AppErrorOptions = {}) {
    super(404, options.code ?? 'NOT_FOUND', message, options);
  }
}

export class MethodNotAllowedError extends AppError {
  constructor(method: string, path: string, allowed: readonly string[]) {
    super(405, 'METHOD_NOT_ALLOWED', `Method ${method} is not allowed for ${path}`, {
      headers: allowed.length > 0 ? { Allow: allowed.join(', ') } : {},
    });
  }
}

export class ConflictError extends AppError {
  constructor(message = 'Conflict with the current state', options: AppErrorOptions = {}) {
    super(409, options.code ?? 'CONFLICT', message, options);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message = 'Request body is too large', options: AppErrorOptions = {}) {
    super(413, options.code ?? 'PAYLOAD_TOO_LARGE', message, options);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message = 'Unsupported media type', options: AppErrorOptions = {}) {
    super(415, options.code ?? 'UNSUPPORTED_MEDIA_TYPE', message, options);
  }
}

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
