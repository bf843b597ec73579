import Koa from 'koa';
import request from 'supertest';
import { createLogger, requestLogger, type LogSink } from './logger';

interface Line {
  level: string;
  time: string;
  msg: string;
  err?: { type: string; message: string; stack: string };
  [field: string]: unknown;
}

/** Captures the JSON lines, each with the side (stdout or stderr) it went to. */
function capture(): LogSink & { lines: (Line & { to: 'out' | 'err' })[] } {
  const lines: (Line & { to: 'out' | 'err' })[] = [];
  return {
    lines,
    out: (line) => lines.push({ ...(JSON.parse(line) as Line), to: 'out' }),
    err: (line) => lines.push({ ...(JSON.parse(line) as Line), to: 'err' }),
  };
}

describe('createLogger', () => {
  it('writes only messages at or above its level', () => {
    const sink = capture();
    const log = createLogger('warn', sink);
    log.debug('d');
    log.info('i');
    log.warn('w');
    log.error('e');
    expect(sink.lines.map(({ level, msg, to }) => `${to} ${level} ${msg}`)).toEqual(['err warn w', 'err error e']);
  });

  it('writes one JSON line per message, info and debug to stdout, with an ISO time', () => {
    const sink = capture();
    const log = createLogger('debug', sink);
    log.debug('d');
    log.info('i');
    expect(sink.lines.map(({ level, msg, to }) => `${to} ${level} ${msg}`)).toEqual(['out debug d', 'out info i']);
    expect(new Date(sink.lines[0]?.time ?? '').toISOString()).toBe(sink.lines[0]?.time);
  });

  it('writes nothing when silent', () => {
    const sink = capture();
    const log = createLogger('silent', sink);
    log.error('e', new Error('x'));
    expect(sink.lines).toEqual([]);
  });

  it('logs an error with its type, message and stack', () => {
    const sink = capture();
    createLogger('error', sink).error('failed', new Error('boom'));
    expect(sink.lines[0]).toMatchObject({ level: 'error', msg: 'failed', err: { type: 'Error', message: 'boom' } });
    expect(sink.lines[0]?.err?.stack).toMatch(/^Error: boom\n\s+at /);
  });
});

describe('requestLogger', () => {
  it('logs method, path, status and duration without the query string', async () => {
    const sink = capture();
    const app = new Koa();
    app.use(requestLogger(createLogger('info', sink)));
    app.use((ctx) => {
      ctx.status = 201;
      ctx.body = 'made';
    });
    await request(app.callback())
      .post('/api/things?token=secret')
      .set('Cookie', 'sid=abc')
      .send({ password: 'pw' })
      .expect(201);
    await new Promise((resolve) => setImmediate(resolve));
    expect(sink.lines).toHaveLength(1);
    expect(sink.lines[0]).toMatchObject({
      level: 'info',
      to: 'out',
      method: 'POST',
      path: '/api/things',
      status: 201,
      ms: expect.any(Number),
    });
    expect(sink.lines[0]?.msg).toMatch(/^POST \/api\/things 201 \d+\.\dms$/);
    expect(JSON.stringify(sink.lines)).not.toMatch(/secret|sid=|pw/);
  });
});
