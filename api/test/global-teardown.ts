import fs from 'node:fs/promises';
import './global-state';

/** Stops the database global-setup started and deletes its temporary folders. */
export default async function globalTeardown(): Promise<void> {
  const shopDataDir = globalThis.__apiTestShopDataDir;
  globalThis.__apiTestShopDataDir = undefined;
  if (shopDataDir) await fs.rm(shopDataDir, { recursive: true, force: true });
  const handle = globalThis.__apiTestDatabase;
  if (!handle) return;
  globalThis.__apiTestDatabase = undefined;
  try {
    await handle.database.stop();
  } finally {
    await fs.rm(handle.dataDir, { recursive: true, force: true });
  }
}
