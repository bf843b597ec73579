import path from 'node:path';
import { startSite as startProductionSite, type RunningSite } from '../../scripts/processes.mjs';

export { freePort, type RunningSite } from '../../scripts/processes.mjs';

export const ROOT = path.resolve(__dirname, '../..');

/**
 * The admin password the e2e site starts with (its first start creates the admin with it). Set in
 * this process's environment too, so the test workers, forked after the global setup, sign in with it.
 */
export const E2E_ADMIN_PASSWORD = process.env['E2E_ADMIN_PASSWORD'] ?? 'e2e-admin-password-123';
process.env['E2E_ADMIN_PASSWORD'] = E2E_ADMIN_PASSWORD;

/**
 * Starts the production server exactly as `npm start` does (api/dist/main.js), on a free port with
 * fresh data, as the e2e site: the admin password above, one trusted proxy hop (see addresses.ts),
 * its warnings and errors in the test output, every browser's page streamed (the path with the most
 * moving parts: frame first, parts moved in by script; a page the server has ready within
 * `SSR_STREAM_AFTER_MS` otherwise comes whole); `env` adds to that. It may take minutes to
 * answer on a busy two-core machine (the first start seeds the catalogue).
 */
export function startSite(env: Record<string, string> = {}): Promise<RunningSite> {
  return startProductionSite(ROOT, {
    prefix: 'ogulf-e2e-',
    env: {
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      TRUST_PROXY: '1',
      SSR_STREAM_AFTER_MS: '0',
      ...env,
    },
    stdio: 'inherit',
    timeoutMs: 240_000,
  });
}
