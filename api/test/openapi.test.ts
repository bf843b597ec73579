import { execFileSync } from 'node:child_process';
import request from 'supertest';
import { createApp } from '../src/app';
import { PUBLIC_ROUTES } from '../src/auth/public-routes';
import { SESSION_COOKIE } from '../src/auth/require-admin';
import { apiRoutesOf } from '../src/http/api-router';
import { openApiPath } from '../src/http/openapi';
import { testConfig } from './helpers';

// No database: the document is made from the route declarations alone.
const app = createApp({ config: testConfig() });
const server = app.callback();

interface Operation {
  security: Array<Record<string, string[]>>;
  parameters: Array<{ name: string; in: string; required: boolean }>;
  requestBody?: { content: Record<string, { schema: SchemaObject }> };
  responses: Record<string, unknown>;
}
interface SchemaObject {
  $ref?: string;
  required?: string[];
}
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, SchemaObject>; securitySchemes: Record<string, unknown> };
};

let document: Document;

beforeAll(async () => {
  const res = await request(server).get('/api/openapi.json').expect(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  document = res.body as Document;
});

/** A schema, or the component its `$ref` names. */
function resolved(schema: SchemaObject | undefined): SchemaObject | undefined {
  const name = schema?.$ref?.replace('#/components/schemas/', '');
  return name === undefined ? schema : document.components.schemas[name];
}

/** `METHOD /api/path` of each operation, in the router's syntax (`:id`). */
function documented(): string[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );
}

describe('GET /api/openapi.json', () => {
  it('documents every route of the live router and nothing else', () => {
    const routes = apiRoutesOf(app).map((route) => `${route.method} ${route.path}`);
    expect(routes.length).toBeGreaterThan(30);
    expect([...documented()].sort()).toEqual([...routes].sort());
  });

  it('marks the admin routes with the session cookie and the public ones with no security', () => {
    expect(document.components.securitySchemes['adminSession']).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: SESSION_COOKIE }),
    );
    for (const route of apiRoutesOf(app)) {
      const operation = document.paths[openApiPath(route.path.replace(/^\/api/, ''))]?.[route.method.toLowerCase()];
      const expected = PUBLIC_ROUTES.includes(`${route.method} ${route.path}`) ? [] : [{ adminSession: [] }];
      expect({ route: `${route.method} ${route.path}`, security: operation?.security }).toEqual({
        route: `${route.method} ${route.path}`,
        security: expected,
      });
    }
  });

  it('describes what a client must send: path parameters, the checkout body, the idempotency header', () => {
    const order = document.paths['/api/orders/{id}']?.['put'];
    expect(order?.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    const checkout = document.paths['/api/orders']?.['post'];
    expect(checkout?.requestBody?.content['application/json']?.schema.$ref).toBe(
      '#/components/schemas/createOrderBody',
    );
    expect(resolved(checkout?.requestBody?.content['application/json']?.schema)?.required).toEqual([
      'customer',
      'items',
      'paymentMethod',
    ]);
    expect(checkout?.parameters).toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }),
    );
    expect(Object.keys(checkout?.responses ?? {})).toEqual(expect.arrayContaining(['201', '200', '400', 'default']));
    const upload = document.paths['/api/upload-image']?.['post'];
    expect(upload?.requestBody?.content['multipart/form-data']?.schema.required).toEqual(['category', 'image']);
  });

  it('refers only to components it holds', () => {
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(
      (match) => match[1]!,
    );
    expect(refs.length).toBeGreaterThan(20);
    for (const name of new Set(refs)) expect(document.components.schemas).toHaveProperty([name]);
  });

  it('is a valid OpenAPI 3.1 document', () => {
    // The validator is an ES module (it reads its schemas through import.meta), so it runs in a
    // Node of its own rather than inside jest's CommonJS sandbox.
    const script = `
      import { Validator } from '@seriousme/openapi-schema-validator';
      let text = '';
      for await (const chunk of process.stdin) text += chunk;
      const result = await new Validator().validate(JSON.parse(text));
      process.stdout.write(JSON.stringify(result));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: __dirname,
      input: JSON.stringify(document),
    });
    expect(JSON.parse(output.toString())).toEqual({ valid: true });
  });
});
