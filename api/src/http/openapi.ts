import * as contracts from '@ogulf/contracts';
import { errorReply, noQuery } from '@ogulf/contracts';
import { registry, toJSONSchema, z } from 'zod/mini';
import * as core from 'zod/v4/core';
import type { RouteModule } from './api-router';
import { declarationsOf, routesOn, type RouteDeclaration } from './route';

/**
 * The OpenAPI 3.1 document of the API, made from the route declarations (`routesOn`), so it
 * lists exactly the routes the router serves with the schemas `validate()` checks. OpenAPI 3.1
 * takes JSON Schema 2020-12 as it is, which is what zod's own `toJSONSchema` writes: no
 * converter library is needed, and nothing can drift between the document and the checks.
 */

type JsonSchema = Record<string, unknown>;

export interface OpenApiOptions {
  version: string;
  /** Name of the admin session cookie (the security scheme of the admin routes). */
  sessionCookie: string;
}

const SECURITY_SCHEME = 'adminSession';

/** Every schema @ogulf/contracts exports, under its export name: they become the document's components. */
function namedSchemas() {
  const named = registry<{ id: string }>();
  for (const [name, value] of Object.entries(contracts))
    if (value instanceof core.$ZodType) named.add(value, { id: name });
  return named;
}

/**
 * What a request part looks like to a client (`input`: before defaults and transforms), or a reply
 * (`output`). With `components`, the contracts' named schemas inside it are written once there and
 * referred to (`#/components/schemas/productView`); without, everything is inline.
 */
function jsonSchema(schema: core.$ZodType, io: 'input' | 'output', components?: Components): JsonSchema {
  // Transforms (a phone number normalised, an id lowercased) have no JSON Schema form; their
  // input side is what the client sends, and replies have none. `unrepresentable: 'any'` is
  // zod's option name, not a TypeScript any: a part with no JSON Schema form is written as `{}`
  // (accepts anything) instead of throwing.
  const options = { target: 'draft-2020-12', io, unrepresentable: 'any' } as const;
  const converted = (
    components ? toJSONSchema(schema, { ...options, metadata: components.named }) : toJSONSchema(schema, options)
  ) as JsonSchema;
  const { $schema: _dialect, $defs, ...rest } = converted;
  if (components === undefined || $defs === undefined) return rest;
  // An id may name a schema seen both as input and as output (with its defaults, say): the second
  // form gets a name of its own.
  const rewrite = (value: JsonSchema, names: ReadonlyMap<string, string>): JsonSchema =>
    JSON.parse(
      JSON.stringify(value).replace(/"#\/\$defs\/([^"]+)"/g, (_match, id: string) =>
        JSON.stringify(`#/components/schemas/${names.get(id) ?? id}`),
      ),
    ) as JsonSchema;
  const renamed = new Map<string, string>();
  for (const [id, definition] of Object.entries($defs as Record<string, JsonSchema>)) {
    const existing = components.schemas[id];
    const same = existing === undefined || JSON.stringify(existing) === JSON.stringify(rewrite(definition, renamed));
    renamed.set(id, same ? id : `${id}${io === 'input' ? 'Input' : 'Output'}`);
  }
  for (const [id, definition] of Object.entries($defs as Record<string, JsonSchema>))
    components.schemas[renamed.get(id) ?? id] = rewrite(definition, renamed);
  return rewrite(rest, renamed);
}

interface Components {
  named: ReturnType<typeof namedSchemas>;
  schemas: Record<string, JsonSchema>;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

/** One OpenAPI parameter per property of an object schema (params, query, headers). */
function parameters(schema: core.$ZodType | undefined, where: Parameter['in']): Parameter[] {
  if (schema === undefined) return [];
  const object = jsonSchema(schema, 'input');
  const properties = (object['properties'] ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object['required'] ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name: where === 'header' ? headerName(name) : name,
      in: where,
      required: where === 'path' || required.has(name),
      schema: rest,
      ...(typeof description === 'string' ? { description } : {}),
    };
  });
}

/** `idempotency-key` as clients write it: `Idempotency-Key`. */
function headerName(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_match, dash: string, letter: string) => `${dash}${letter.toUpperCase()}`);
}

/** `/orders/:id` in the router's syntax as OpenAPI writes it, under `/api`: `/api/orders/{id}`. */
export function openApiPath(path: string): string {
  return `/api${path.replace(/:(\w+)/g, '{$1}')}`;
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

function requestBody(route: RouteDeclaration, components: Components): JsonSchema | undefined {
  const body = route.spec.input?.body;
  if (body === undefined) return undefined;
  if (route.spec.files === undefined) return { required: true, content: json(jsonSchema(body, 'input', components)) };
  // A multipart body: the text fields' schema inline, with the file fields added to it.
  const schema = jsonSchema(body, 'input');
  const properties = { ...((schema['properties'] ?? {}) as JsonSchema) };
  for (const file of route.spec.files)
    properties[file] = { type: 'string', contentMediaType: 'application/octet-stream' };
  const required = [...((schema['required'] ?? []) as string[]), ...route.spec.files];
  return { required: true, content: { 'multipart/form-data': { schema: { ...schema, properties, required } } } };
}

function responses(route: RouteDeclaration, errorSchema: JsonSchema, components: Components): JsonSchema {
  const { spec } = route;
  const data = spec.reply === undefined ? {} : jsonSchema(spec.reply, 'output', components);
  const success = spec.raw
    ? data
    : {
        type: 'object',
        properties: { success: { type: 'boolean', const: true }, data },
        required: ['success', 'data'],
        additionalProperties: false,
      };
  const result: Record<string, JsonSchema> = {};
  for (const status of [spec.status ?? 200, ...(spec.otherStatuses ?? [])]) {
    result[String(status)] = {
      description: spec.summary,
      headers: { 'Cache-Control': { schema: { type: 'string', const: spec.cache } } },
      // A file's bytes have no JSON Schema; OpenAPI 3.1 lists binary content by its media type alone.
      content:
        spec.file === undefined ? json(success) : Object.fromEntries([spec.file].flat().map((type) => [type, {}])),
    };
  }
  const error = (description: string) => ({ description, content: json(errorSchema) });
  if (spec.input !== undefined && Object.keys(spec.input).length > 0)
    result['400'] = error('The request is malformed: `details` lists each field at fault');
  if (spec.access === 'admin') result['401'] = error('No admin session');
  result['default'] = error('Any other failure, as `{ success: false, error: { code, message } }`');
  return result;
}

/** The OpenAPI 3.1 document of `declarations` (every route of the `/api` router). */
export function openApiDocument(declarations: readonly RouteDeclaration[], options: OpenApiOptions): JsonSchema {
  const components: Components = { named: namedSchemas(), schemas: {} };
  const errorSchema = jsonSchema(errorReply, 'output', components);
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of declarations) {
    const path = openApiPath(route.path);
    const input = route.spec.input ?? {};
    const operation: JsonSchema = {
      operationId: `${route.method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_match, next?: string) => (next ?? '').toUpperCase())}`,
      summary: route.spec.summary,
      tags: [route.spec.tag],
      security: route.spec.access === 'admin' ? [{ [SECURITY_SCHEME]: [] }] : [],
      parameters: [
        ...parameters(input.params, 'path'),
        ...parameters(input.query, 'query'),
        ...parameters(input.headers, 'header'),
      ],
      responses: responses(route, errorSchema, components),
    };
    const body = requestBody(route, components);
    if (body !== undefined) operation['requestBody'] = body;
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'OGulf storefront API',
      version: options.version,
      description:
        'The shop, the blog and the admin of OGulf Office Furniture. Every reply is `{ success: true, data }` or `{ success: false, error: { code, message, details? } }` (the picture upload excepted). Admin routes need the session cookie set by `POST /api/admin/login`.',
    },
    servers: [{ url: '/' }],
    components: {
      schemas: components.schemas,
      securitySchemes: {
        [SECURITY_SCHEME]: {
          type: 'apiKey',
          in: 'cookie',
          name: options.sessionCookie,
          description: 'Set by POST /api/admin/login',
        },
      },
    },
    paths,
  };
}

/** `GET /api/openapi.json`: the document of the router it is mounted on, made on first request. */
export function openApiRoutes(options: OpenApiOptions): RouteModule {
  return (router) => {
    let document: JsonSchema | undefined;
    routesOn(router).get('/openapi.json', {
      summary: 'This document: every /api route with its parameters, bodies and replies (OpenAPI 3.1)',
      access: 'public',
      tag: 'meta',
      cache: 'public, max-age=300',
      input: { query: noQuery },
      raw: true,
      reply: z.looseObject({ openapi: z.literal('3.1.0') }),
      handle: (ctx) => {
        document ??= openApiDocument(declarationsOf(router), options);
        ctx.body = document;
      },
    });
  };
}
