import fs from 'node:fs/promises';
import './global-state';

/** Stops the database global-setup started and deletes its temporary folder. */
export default async function globalTeardown(): Promise<void> {
  const handle = globalThis.__apiTestDatabase;
  if (!handle) return;
  globalThis.__apiTestDatabase = undefined;
  try {
    await handle.database.stop();
  } finally {
    await fs.rm(handle.dataDir, { recursive: true, force: true });
  }
}
