import type Router from '@koa/router';
import Koa from 'koa';
import request from 'supertest';
import { z } from 'zod/mini';
import { apiRouter } from './api-router';
import { errorMiddleware } from './error-middleware';
import { createLogger } from './logger';
import { routesOn, WithStatus } from './route';

const params = z.object({ id: z.string().check(z.regex(/^\d+$/, 'Expected digits')) });
const body = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(2, 'At least 2 characters')),
  count: z._default(z.number(), 1),
});

/** An app with one declared route, as the feature modules declare theirs. */
function app(register: (router: Router) => void) {
  const koa = new Koa();
  koa.use(errorMiddleware(createLogger('silent')));
  koa.use(apiRouter([register]));
  return koa.callback();
}

describe('routesOn().put(path, spec)', () => {
  const seen: unknown[] = [];
  const server = app((router) =>
    routesOn(router).put('/things/:id', {
      summary: 'Replace a thing',
      access: 'public',
      tag: 'test',
      cache: 'public, max-age=5',
      input: { params, body },
      invalid: { params: { code: 'INVALID_ID', message: 'Invalid thing id' } },
      reply: z.object({ id: z.string(), name: z.string(), count: z.number() }),
      handle: (_ctx, input) => {
        seen.push(input);
        return input.params.id === '0'
          ? new WithStatus(201, { id: '0', ...input.body })
          : { id: input.params.id, ...input.body };
      },
    }),
  );

  it('hands the handler the parsed input and answers the envelope with the declared Cache-Control', async () => {
    const res = await request(server).put('/api/things/7').send({ name: '  Desk ' }).expect(200);
    expect(res.body).toEqual({ success: true, data: { id: '7', name: 'Desk', count: 1 } });
    expect(res.headers['cache-control']).toBe('public, max-age=5');
    expect(seen.at(-1)).toEqual({ params: { id: '7' }, body: { name: 'Desk', count: 1 } });
  });

  it('answers another status when the handler says so', async () => {
    await request(server).put('/api/things/0').send({ name: 'Desk' }).expect(201);
  });

  it("checks the path before the body, with the part's own code, and never runs the handler", async () => {
    const before = seen.length;
    const res = await request(server).put('/api/things/x').send({ name: '' }).expect(400);
    expect(res.body).toEqual({
      success: false,
      error: { code: 'INVALID_ID', message: 'Invalid thing id', details: [{ path: 'id', message: 'Expected digits' }] },
    });
    expect(res.headers['cache-control']).toBe('no-store');
    const bad = await request(server).put('/api/things/7').send({ name: 'x', extra: 1 }).expect(400);
    expect(bad.body.error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Request validation failed',
      details: [
        { path: 'name', message: 'At least 2 characters' },
        { path: '', message: 'Unrecognized key: "extra"' },
      ],
    });
    expect(seen.length).toBe(before);
  });

  it('refuses to declare an admin route that a cache could keep', () => {
    expect(() =>
      app((router) =>
        routesOn(router).get('/secret', {
          summary: 's',
          access: 'admin',
          tag: 't',
          cache: 'public, max-age=60',
          handle: () => ({}),
        }),
      ),
    ).toThrow(/must be no-store/);
  });
});
