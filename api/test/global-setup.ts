import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedDatabase } from '../src/db/embedded';
import { createLogger } from '../src/http/logger';
import './global-state';

/**
 * Gives the API tests a real database. With MONGODB_URI set, that server is used; otherwise an
 * embedded FerretDB (or mongod) starts in a fresh temporary folder. Its URI goes into
 * process.env.TEST_MONGODB_URI, which the jest workers inherit because they are forked after
 * this function returns. Each test file then works in its own database (see helpers.ts).
 */
export default async function globalSetup(): Promise<void> {
  const external = process.env['MONGODB_URI'];
  if (external) {
    process.env['TEST_MONGODB_URI'] = external;
    return;
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ogulf-api-test-'));
  try {
    const database = await startEmbeddedDatabase({ dataDir, log: createLogger('warn') });
    globalThis.__apiTestDatabase = { database, dataDir };
    process.env['TEST_MONGODB_URI'] = database.uri;
  } catch (error) {
    await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
