import { spawnSync } from 'node:child_process';
import { buildFerretdb } from '../../api/src/db/build-ferretdb';
import { findFerretdb } from '../../api/src/db/ferretdb';
import { createLogger } from '../../api/src/http/logger';
import { ROOT, startSite } from './server';

/**
 * Builds what is stale, then serves the production build the way `npm start` does. The workers
 * find the site through E2E_BASE_URL (they start after this, with this process's environment).
 * Returns the teardown that stops the site.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // E2E_SKIP_BUILD=1 serves the builds as they are (for a developer who just built one app).
  if (process.env['E2E_SKIP_BUILD'] !== '1') {
    const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed; see output above');
  }
  // On a fresh machine the first start builds FerretDB (minutes): done here, before the site's
  // start-up deadline begins. Nothing to do when it is installed or MONGODB_URI is set.
  if (!process.env['MONGODB_URI'] && (await findFerretdb()) === undefined) await buildFerretdb(createLogger('info'));
  const site = await startSite();
  process.env['E2E_BASE_URL'] = site.url;
  // The workers read the mail the site wrote to DATA_DIR/outbox/ (support/outbox.ts).
  process.env['E2E_DATA_DIR'] = site.dataDir;
  return () => site.stop();
}
