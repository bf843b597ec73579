import Koa from 'koa';
import request from 'supertest';
import { createLogger, requestLogger, type LogSink } from './logger';

function capture(): LogSink & { lines: string[] } {
  const lines: string[] = [];
  return { lines, out: (line) => lines.push(line), err: (line) => lines.push(line) };
}

describe('createLogger', () => {
  it('writes only messages at or above its level', () => {
    const sink = capture();
    const log = createLogger('warn', sink);
    log.debug('d');
    log.info('i');
    log.warn('w');
    log.error('e');
    expect(sink.lines.map((line) => line.replace(/^\S+ /, ''))).toEqual(['WARN w', 'ERROR e']);
  });

  it('writes nothing when silent', () => {
    const sink = capture();
    const log = createLogger('silent', sink);
    log.error('e', new Error('x'));
    expect(sink.lines).toEqual([]);
  });

  it('follows an error message with the stack', () => {
    const sink = capture();
    createLogger('error', sink).error('failed', new Error('boom'));
    expect(sink.lines[0]).toMatch(/ERROR failed\nError: boom\n\s+at /);
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
    await request(app.callback()).post('/api/things?token=secret').set('Cookie', 'sid=abc').send({ password: 'pw' }).expect(201);
    await new Promise((resolve) => setImmediate(resolve));
    expect(sink.lines).toHaveLength(1);
    expect(sink.lines[0]).toMatch(/ INFO POST \/api\/things 201 \d+\.\dms$/);
    expect(sink.lines.join('')).not.toMatch(/secret|sid=|pw/);
  });
});
