import request from 'supertest';
import { createApp } from '../src/app';
import { connectDatabase, disconnectDatabase } from '../src/db/connection';
import { testConfig, useTestDatabase } from './helpers';

const database = useTestDatabase();
const server = createApp({ config: testConfig() }).callback();

describe('GET /api/health', () => {
  it('answers ok with the uptime and the API version, uncached', async () => {
    const res = await request(server).get('/api/health').expect(200);
    expect(res.body).toEqual({
      success: true,
      data: { status: 'ok', uptime: expect.any(Number), version: '0.1.0', database: 'up' },
    });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers HEAD like GET, without a body', async () => {
    const res = await request(server).head('/api/health').expect(200);
    expect(res.text).toBeUndefined();
  });
});

describe('GET /api/db-health', () => {
  it('reports the database up while it answers pings', async () => {
    const res = await request(server).get('/api/db-health').expect(200);
    expect(res.body).toEqual({ success: true, data: { status: 'ok', database: 'up' } });
  });

  it('answers 503 when the database is down, and recovers once it is back', async () => {
    await disconnectDatabase();
    const down = await request(server).get('/api/db-health').expect(503);
    expect(down.body).toEqual({
      success: false,
      error: { code: 'DB_UNAVAILABLE', message: 'Database is unreachable' },
    });
    // Liveness still answers 200, and says where the trouble is.
    const health = await request(server).get('/api/health').expect(200);
    expect(health.body.data).toMatchObject({ status: 'ok', database: 'down' });

    await connectDatabase(database.uri, database.dbName);
    await request(server).get('/api/db-health').expect(200);
  });
});
