import request from 'supertest';
import { z } from 'zod';
import { createApp } from '../src/app';
import type { RouteModule } from '../src/http/api-router';
import { AppError, ConflictError, TooManyRequestsError } from '../src/http/errors';
import { createLogger, type LogSink } from '../src/http/logger';
import { ok } from '../src/http/reply';
import { testConfig } from './helpers';

const orderInput = z.strictObject({ name: z.string().min(2), qty: z.number().int().positive() });

// Test-only endpoints mounted through createApp's extraRoutes hook.
const testRoutes: RouteModule = (router) => {
  router.post('/test/echo', (ctx) => ok(ctx, ctx.request.body));
  router.post('/test/orders', (ctx) => ok(ctx, orderInput.parse(ctx.request.body), 201));
  router.get('/test/crash', () => {
    throw new Error('connect ECONNREFUSED mongodb://admin:hunter2@10.0.0.5');
  });
  router.get('/test/hidden', () => {
    throw new AppError(502, 'UPSTREAM', 'smtp.internal refused', { expose: false });
  });
  router.get('/test/conflict', () => {
    throw new ConflictError('That slug is taken', { code: 'SLUG_TAKEN' });
  });
  router.get('/test/throttled', () => {
    throw new TooManyRequestsError(30);
  });
  router.get('/test/forbidden', (ctx) => ctx.throw(403, 'Not yours'));
  router.get('/test/large', (ctx) => ok(ctx, { text: 'x'.repeat(5000) }));
};

const logLines: string[] = [];
const sink: LogSink = { out: (line) => logLines.push(line), err: (line) => logLines.push(line) };
const server = createApp({
  config: testConfig(),
  log: createLogger('error', sink),
  extraRoutes: [testRoutes],
}).callback();

beforeEach(() => {
  logLines.length = 0;
});

describe('unknown API routes', () => {
  it('answers 404 in the JSON error shape for an unknown /api path', async () => {
    const res = await request(server).get('/api/xyz?secret=1').expect(404);
    expect(res.body).toEqual({
      success: false,
      error: { code: 'NOT_FOUND', message: 'No API route for GET /api/xyz' },
    });
  });

  it('answers 404 for /api itself and for deeper unknown paths', async () => {
    await request(server).get('/api').expect(404);
    const res = await request(server).delete('/api/nothing/here/123').expect(404);
    expect(res.body.error.message).toBe('No API route for DELETE /api/nothing/here/123');
  });

  it('answers 405 with an Allow header for a wrong method on a known path', async () => {
    const res = await request(server).post('/api/health').expect(405);
    expect(res.body).toEqual({
      success: false,
      error: { code: 'METHOD_NOT_ALLOWED', message: 'Method POST is not allowed for /api/health' },
    });
    expect(res.headers['allow']).toMatch(/GET/);
  });

  it('never falls through to the front end', async () => {
    const res = await request(server).get('/api/product/x').set('Accept', 'text/html').expect(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('request bodies', () => {
  it('parses a JSON body', async () => {
    const res = await request(server)
      .post('/api/test/echo')
      .send({ a: [1, 2], b: 'c' })
      .expect(200);
    expect(res.body).toEqual({ success: true, data: { a: [1, 2], b: 'c' } });
  });

  it('answers 400 INVALID_JSON for malformed JSON', async () => {
    const res = await request(server)
      .post('/api/test/echo')
      .set('Content-Type', 'application/json')
      .send('{"a": ')
      .expect(400);
    expect(res.body).toEqual({
      success: false,
      error: { code: 'INVALID_JSON', message: 'Request body is not valid JSON' },
    });
  });

  it('answers 400 INVALID_JSON for a bare JSON value (only objects and arrays are accepted)', async () => {
    const res = await request(server)
      .post('/api/test/echo')
      .set('Content-Type', 'application/json')
      .send('"text"')
      .expect(400);
    expect(res.body.error.code).toBe('INVALID_JSON');
  });

  it('refuses prototype pollution attempts', async () => {
    const res = await request(server)
      .post('/api/test/echo')
      .set('Content-Type', 'application/json')
      .send('{"__proto__": {"admin": true}}')
      .expect(400);
    expect(res.body.error.code).toBe('INVALID_JSON');
  });

  it('answers 413 for a JSON body over 100 KB', async () => {
    const res = await request(server)
      .post('/api/test/echo')
      .send({ text: 'x'.repeat(150 * 1024) })
      .expect(413);
    expect(res.body).toEqual({
      success: false,
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
    });
  });

  it('answers 400 VALIDATION_FAILED listing each invalid field and unknown key', async () => {
    const res = await request(server).post('/api/test/orders').send({ name: 'x', qty: 0, price: 1 }).expect(400);
    expect(res.body.success).toBe(false);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    const paths = (res.body.error.details as Array<{ path: string }>).map((d) => d.path).sort();
    expect(paths).toEqual(['', 'name', 'qty']);
  });

  it('hands validated input to the handler', async () => {
    const res = await request(server).post('/api/test/orders').send({ name: 'Desk', qty: 2 }).expect(201);
    expect(res.body).toEqual({ success: true, data: { name: 'Desk', qty: 2 } });
  });
});

describe('errors thrown by handlers', () => {
  it('answers 500 without leaking the message or stack, and logs the stack', async () => {
    const res = await request(server).get('/api/test/crash').expect(500);
    expect(res.body).toEqual({ success: false, error: { code: 'INTERNAL', message: 'Internal server error' } });
    expect(res.text).not.toMatch(/hunter2|ECONNREFUSED|at /);
    const logged = logLines.map((line) => JSON.parse(line) as { level: string; msg: string; err?: { stack?: string } });
    expect(logged).toEqual([expect.objectContaining({ level: 'error', msg: 'GET /api/test/crash failed' })]);
    expect(logged[0]?.err?.stack).toMatch(/^Error: connect ECONNREFUSED[^\n]*\n\s+at /);
  });

  it('hides the message of an unexposed AppError but keeps its status', async () => {
    const res = await request(server).get('/api/test/hidden').expect(502);
    expect(res.body).toEqual({ success: false, error: { code: 'INTERNAL', message: 'Internal server error' } });
  });

  it('maps a ConflictError to 409 with its own code', async () => {
    const res = await request(server).get('/api/test/conflict').expect(409);
    expect(res.body).toEqual({ success: false, error: { code: 'SLUG_TAKEN', message: 'That slug is taken' } });
    expect(logLines).toEqual([]);
  });

  it('sends Retry-After with 429', async () => {
    const res = await request(server).get('/api/test/throttled').expect(429);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.body.error.code).toBe('TOO_MANY_REQUESTS');
  });

  it('keeps the message of ctx.throw for client errors', async () => {
    const res = await request(server).get('/api/test/forbidden').expect(403);
    expect(res.body).toEqual({ success: false, error: { code: 'FORBIDDEN', message: 'Not yours' } });
  });
});

describe('compression', () => {
  it('gzips JSON responses over 1 KB for clients that accept it', async () => {
    const res = await request(server).get('/api/test/large').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body.data.text).toHaveLength(5000); // supertest decoded it
    expect(res.headers['vary']).toMatch(/Accept-Encoding/);
  });

  it('leaves small responses uncompressed', async () => {
    const res = await request(server).get('/api/health').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
