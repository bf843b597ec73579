import fs from 'node:fs';
import type { Logger } from '../http/logger';
import { once } from '../util/once';
import type { EmbeddedDatabase } from './embedded';

/**
 * Runs a real `mongod` through mongodb-memory-server, with a persistent dbPath. It downloads the
 * binary on first use, so it only works where fastdl.mongodb.org is reachable (or
 * MONGOMS_SYSTEM_BINARY points at a local mongod).
 */
export async function startMongod({ dir, log }: { dir: string; log: Logger }): Promise<EmbeddedDatabase> {
  fs.mkdirSync(dir, { recursive: true });
  // Loaded on demand: it is large and unused whenever FerretDB or MONGODB_URI is available.
  const { MongoMemoryServer } = await import('mongodb-memory-server-core');
  const server = await MongoMemoryServer.create({ instance: { dbPath: dir, storageEngine: 'wiredTiger' } });
  log.debug(`mongod started with data in ${dir}`);
  return {
    uri: server.getUri(),
    kind: 'mongod',
    get pid() {
      return server.instanceInfo?.instance.mongodProcess?.pid;
    },
    stop: once(async () => {
      await server.stop({ doCleanup: false });
    }),
  };
}
