import mongoose from 'mongoose';
import request from 'supertest';
import { createLogger, type LogSink } from '../src/http/logger';
import { startServer } from '../src/server';
import { testDatabaseUri, uniqueDatabaseName } from './helpers';

jest.setTimeout(60_000);

describe('startServer with a fresh database', () => {
  it('seeds the 40 built-in articles once, logging it only when something was inserted', async () => {
    const dbName = uniqueDatabaseName();
    const lines: string[] = [];
    const sink: LogSink = { out: (line) => lines.push(line), err: (line) => lines.push(line) };
    const start = () =>
      startServer(
        { port: 0, host: '127.0.0.1', mongodbUri: testDatabaseUri(), dbName, logLevel: 'info' },
        { env: {}, log: createLogger('info', sink) },
      );

    const first = await start();
    try {
      const res = await request(first.url).get('/api/articles?limit=1').expect(200);
      expect(res.body.data.total).toBe(40);
    } finally {
      await first.stop();
    }
    expect(lines.filter((line) => line.endsWith(' INFO seeded 40 articles'))).toHaveLength(1);

    lines.length = 0;
    const second = await start();
    try {
      await request(second.url).get('/api/articles?limit=1').expect(200);
      await mongoose.connection.dropDatabase();
    } finally {
      await second.stop();
    }
    expect(lines.filter((line) => line.includes('seeded'))).toEqual([]);
  });
});
