// `npm run dev`: every front-end dev server with React Fast Refresh plus the API in watch mode.
// API on API_PORT (3100); shell on DEV_PORT (3000), which answers /remotes.json and proxies /api to
// the API and /remotes/<name>/ to each remote's dev server; remotes on the next four ports (3001-3004).
// Open http://localhost:3000 or http://127.0.0.1:3000: every remote file comes from the page's origin.
import { ensureInstalledAndBuilt, forwardSignals, spawnChild } from './lib.mjs';

const API_PORT = Number(process.env.API_PORT ?? 3100);
const DEV_PORT = Number(process.env.DEV_PORT ?? 3000);
const apiUrl = `http://localhost:${API_PORT}`;

ensureInstalledAndBuilt();
const children = [
  spawnChild('npm', ['run', 'dev', '-w', 'api'], { env: { ...process.env, PORT: String(API_PORT) } }),
  ...['shell', 'mf-catalog', 'mf-cart-checkout', 'mf-blog', 'mf-admin'].map((app) =>
    spawnChild('npm', ['run', 'dev', '-w', app], {
      env: { ...process.env, API_URL: apiUrl, DEV_PORT: String(DEV_PORT) },
    }),
  ),
];
forwardSignals(children, () => process.exit(0));
console.log(`\nDev site: http://localhost:${DEV_PORT}  (API ${apiUrl})\n`);
