import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type * as core from 'zod/v4/core';
import { config, locales, safeParse } from 'zod/mini';
import { ValidationError, type ValidationIssue } from './errors';
import { ok } from './reply';

// The schemas are written with zod/mini (see @ogulf/contracts), which brings no wording for the
// issues a schema leaves unworded ("Unrecognized key: ..."); the API answers in English.
config(locales.en());

/**
 * Routes declared with what they take and give: the schemas of their path parameters, query,
 * headers and body (from @ogulf/contracts), the schema of their reply's `data`, and their
 * Cache-Control. The declaration is the one place each of these is written: `validate()` checks
 * the input before the handler runs, the handler reads only the validated input, its result is
 * typed by the reply schema, and `GET /api/openapi.json` is generated from the same list.
 */

/** What a route takes. Each part is checked in this order; the first that fails answers 400. */
export interface InputSchemas {
  params?: core.$ZodType;
  query?: core.$ZodType;
  headers?: core.$ZodType;
  body?: core.$ZodType;
}

type Part = keyof InputSchemas;
const PARTS: readonly Part[] = ['params', 'query', 'headers', 'body'];

/**
 * The 400 a part answers when it fails, when it is not the usual `VALIDATION_FAILED` /
 * "Request validation failed" (a malformed id in a URL is `INVALID_ID`). `path` replaces the
 * issues' own paths (a header's name as the client wrote it).
 */
export interface InputError {
  code?: string;
  message: string;
  path?: string;
}

type Output<S> = S extends core.$ZodType ? core.output<S> : undefined;

/** The validated input of a route, typed from its schemas. */
export interface Input<S extends InputSchemas> {
  params: Output<S['params']>;
  query: Output<S['query']>;
  headers: Output<S['headers']>;
  body: Output<S['body']>;
}

function readPart(ctx: Context, part: Part): unknown {
  switch (part) {
    case 'params':
      // Set by @koa/router on a matched route; its type lives on the router's context.
      return (ctx as Context & { params?: Record<string, string> }).params ?? {};
    case 'query':
      return ctx.query;
    case 'headers':
      return ctx.headers;
    case 'body':
      return ctx.request.body ?? {};
  }
}

function issuesOf(error: core.$ZodError, path: string | undefined): ValidationIssue[] {
  return error.issues.map((issue) => ({ path: path ?? issue.path.map(String).join('.'), message: issue.message }));
}

const INPUT = Symbol('validated input');

/**
 * Koa middleware that checks a request against `schemas` and keeps the parsed values (defaults
 * filled in, texts trimmed) for `inputOf(ctx)`. Anything that fails answers 400
 * `{ success: false, error: { code, message, details } }` before the handler runs.
 */
export function validate(schemas: InputSchemas, errors: Partial<Record<Part, InputError>> = {}): Middleware {
  return async (ctx, next) => {
    const input: Record<string, unknown> = {};
    for (const part of PARTS) {
      const schema = schemas[part];
      if (schema === undefined) continue;
      const result = safeParse(schema, readPart(ctx, part));
      if (!result.success) {
        const custom = errors[part];
        throw new ValidationError(
          custom?.message ?? 'Request validation failed',
          issuesOf(result.error, custom?.path),
          custom?.code ? { code: custom.code } : {},
        );
      }
      input[part] = result.data;
    }
    (ctx.state as Record<symbol, unknown>)[INPUT] = input;
    await next();
  };
}

/** The input `validate(schemas)` checked for this request. */
export function inputOf<S extends InputSchemas>(ctx: Context, _schemas?: S): Input<S> {
  const input = (ctx.state as Record<symbol, unknown>)[INPUT];
  if (input === undefined) throw new Error('inputOf() on a route without validate()');
  return input as Input<S>;
}

/** Who may call a route: anyone, or only with the admin session cookie (the router checks that itself). */
export type Access = 'public' | 'admin';

/** A reply whose status is not the route's usual one (an order replayed by its key answers 200, not 201). */
export class WithStatus<T> {
  constructor(
    readonly status: number,
    readonly data: T,
  ) {}
}

type ReplyData<R> = R extends core.$ZodType ? core.input<R> : unknown;

export interface RouteSpec<S extends InputSchemas, R extends core.$ZodType | undefined> {
  /** One line for the OpenAPI document. */
  summary: string;
  access: Access;
  /** Grouping in the OpenAPI document (the feature). */
  tag: string;
  input?: S;
  /** How a failing part answers, when not `VALIDATION_FAILED`. */
  invalid?: Partial<Record<Part, InputError>>;
  /** The reply's `data` (inside `{ success: true, data }`), unless `raw`. */
  reply?: R;
  /** Multipart file fields beside `input.body`'s text fields (for the OpenAPI document). */
  files?: readonly string[];
  /** The handler writes `ctx.body` itself, in the shape `reply` describes whole (the upload's spec-given reply). */
  raw?: boolean;
  /**
   * With `raw`: the reply is a file of this media type (`application/pdf`), or of one of these,
   * not JSON; the handler sets the body and its headers, and the OpenAPI document lists the types
   * with no schema.
   */
  file?: string | readonly string[];
  /** Success status (200 unless told). */
  status?: number;
  /** Other success statuses the handler may answer with (through `WithStatus`). */
  otherStatuses?: readonly number[];
  /** Cache-Control of a successful reply. Every route says; errors are `no-store` (error middleware). */
  cache: string;
  /** Middleware run before the input is validated (session check, rate limits, read cache, body parsers). */
  before?: readonly Middleware[];
  handle: (
    ctx: Context,
    input: Input<S>,
  ) => Promise<ReplyData<R> | WithStatus<ReplyData<R>> | void> | ReplyData<R> | WithStatus<ReplyData<R>> | void;
}

/** A declared route, as the OpenAPI document reads it. */
export interface RouteDeclaration {
  method: Method;
  /** Relative to `/api`, in the router's syntax (`/orders/:id`). */
  path: string;
  spec: RouteSpec<InputSchemas, core.$ZodType | undefined>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const DECLARED = new WeakMap<Router, RouteDeclaration[]>();

/** Every route declared on `router` so far. */
export function declarationsOf(router: Router): readonly RouteDeclaration[] {
  return DECLARED.get(router) ?? [];
}

function declare<S extends InputSchemas, R extends core.$ZodType | undefined>(
  router: Router,
  method: Method,
  path: string,
  spec: RouteSpec<S, R>,
): void {
  // Admin replies carry the shop's private data: no cache may keep them (requireAdmin says so too).
  if (spec.access === 'admin' && !spec.cache.split(',').some((directive) => directive.trim() === 'no-store'))
    throw new Error(`${method} ${path}: an admin route's Cache-Control must be no-store`);
  const list = DECLARED.get(router) ?? [];
  list.push({ method, path, spec: spec as unknown as RouteSpec<InputSchemas, core.$ZodType | undefined> });
  DECLARED.set(router, list);

  const handler: Middleware = async (ctx) => {
    const result = await spec.handle(ctx, inputOf<S>(ctx));
    ctx.set('Cache-Control', spec.cache);
    if (spec.raw) return;
    if (result instanceof WithStatus) ok(ctx, result.data, result.status);
    else ok(ctx, result, spec.status ?? 200);
  };
  const stack: Middleware[] = [...(spec.before ?? []), validate(spec.input ?? {}, spec.invalid), handler];
  const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  // The router's types want its own context on each middleware; ours is Koa's, the same object.
  (router[verb] as (path: string, ...middleware: Middleware[]) => Router)(path, ...stack);
}

/** Declares routes on `router` (see `RouteSpec`). */
export function routesOn(router: Router) {
  return {
    get: <S extends InputSchemas, R extends core.$ZodType | undefined>(path: string, spec: RouteSpec<S, R>) =>
      declare(router, 'GET', path, spec),
    post: <S extends InputSchemas, R extends core.$ZodType | undefined>(path: string, spec: RouteSpec<S, R>) =>
      declare(router, 'POST', path, spec),
    put: <S extends InputSchemas, R extends core.$ZodType | undefined>(path: string, spec: RouteSpec<S, R>) =>
      declare(router, 'PUT', path, spec),
    patch: <S extends InputSchemas, R extends core.$ZodType | undefined>(path: string, spec: RouteSpec<S, R>) =>
      declare(router, 'PATCH', path, spec),
    delete: <S extends InputSchemas, R extends core.$ZodType | undefined>(path: string, spec: RouteSpec<S, R>) =>
      declare(router, 'DELETE', path, spec),
  };
}
