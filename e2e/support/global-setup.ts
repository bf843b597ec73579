import { spawnSync } from 'node:child_process';
import { ROOT, startSite, type RunningSite } from './server';

declare global {
  var __E2E_SITE__: RunningSite | undefined;
}

/** Builds what is stale, then serves the production build the way `npm start` does. */
export default async function globalSetup(): Promise<void> {
  // E2E_SKIP_BUILD=1 serves the builds as they are (for a developer who just built one app).
  if (process.env['E2E_SKIP_BUILD'] !== '1') {
    const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed; see output above');
  }
  const site = await startSite();
  globalThis.__E2E_SITE__ = site;
  process.env.E2E_BASE_URL = site.url;
}
