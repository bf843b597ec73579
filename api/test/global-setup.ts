import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import './global-state';

// This set-up runs outside jest's module map, so the API code below loads the shared packages
// compiled (their dist/), which a fresh clone has not built yet: build them first, and only then
// load that code.
execFileSync(process.execPath, [path.join(__dirname, '..', '..', 'scripts', 'build-packages.mjs')], {
  stdio: 'inherit',
});
/* eslint-disable @typescript-eslint/no-require-imports -- loaded after the build above on purpose */
const { CATALOG_SEED } = require('../src/catalog/seed-data') as typeof import('../src/catalog/seed-data');
const { renderMissingImages, shopImageDirs } =
  require('../src/catalog/shop-images') as typeof import('../src/catalog/shop-images');
const { startEmbeddedDatabase } = require('../src/db/embedded') as typeof import('../src/db/embedded');
const { createLogger } = require('../src/http/logger') as typeof import('../src/http/logger');
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * Gives the API tests a real database. With MONGODB_URI set, that server is used; otherwise an
 * embedded FerretDB (or mongod) starts in a fresh temporary folder. Its URI goes into
 * process.env.TEST_MONGODB_URI, which the jest workers inherit because they are forked after
 * this function returns. Each test file then works in its own database (see helpers.ts).
 *
 * It also draws the built-in catalogue's pictures once, into a data folder of their own whose
 * path goes into TEST_SHOP_DATA_DIR, so test files that serve them need not draw them again.
 */
export default async function globalSetup(): Promise<void> {
  await Promise.all([startDatabase(), drawShopImages()]);
}

async function drawShopImages(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ogulf-api-shop-'));
  globalThis.__apiTestShopDataDir = dataDir;
  await renderMissingImages(shopImageDirs(dataDir), CATALOG_SEED.images);
  process.env['TEST_SHOP_DATA_DIR'] = dataDir;
}

async function startDatabase(): Promise<void> {
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
