import net from 'node:net';
import mongoose from 'mongoose';
import request from 'supertest';
import { startServer } from '../src/server';
import { testDatabaseUri, testShopDataDir, uniqueDatabaseName } from './helpers';

jest.setTimeout(60_000);

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('startServer', () => {
  it('serves the API on a free port and stops cleanly', async () => {
    const dbName = uniqueDatabaseName();
    const server = await startServer(
      // The pictures are already drawn there, so the start does not draw them again.
      {
        port: 0,
        host: '127.0.0.1',
        mongodbUri: testDatabaseUri(),
        dbName,
        logLevel: 'silent',
        dataDir: testShopDataDir(),
      },
      { env: {} },
    );
    try {
      expect(server.port).toBeGreaterThan(0);
      expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
      expect(server.database).toBe('external');

      const health = await request(server.url).get('/api/health').expect(200);
      expect(health.body.data.status).toBe('ok');
      await request(server.url).get('/api/db-health').expect(200);
      await mongoose.connection.dropDatabase();
    } finally {
      await server.stop();
    }
    expect(await canConnect(server.port)).toBe(false);
    expect(mongoose.connection.readyState).toBe(mongoose.ConnectionStates.disconnected);
    await server.stop(); // idempotent
  });

  it('reports a busy port clearly and leaves nothing connected', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      await expect(
        startServer(
          {
            port,
            host: '127.0.0.1',
            mongodbUri: testDatabaseUri(),
            dbName: uniqueDatabaseName(),
            logLevel: 'silent',
            dataDir: testShopDataDir(),
          },
          { env: {} },
        ),
      ).rejects.toThrow(`Port ${port} on 127.0.0.1 is already in use`);
      expect(mongoose.connection.readyState).toBe(mongoose.ConnectionStates.disconnected);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
