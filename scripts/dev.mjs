// `npm run dev`: every front-end dev server with live reload plus the API in watch mode.
// API on 3100; shell 3000 (proxies /api and /remotes.json); remotes 3001-3004.
import { ensureInstalledAndBuilt, forwardSignals, spawnChild } from './lib.mjs';

const API_PORT = 3100;
const devRemotes = {
  MF_CATALOG_URL: 'http://localhost:3001/mf-manifest.json',
  MF_CART_CHECKOUT_URL: 'http://localhost:3002/mf-manifest.json',
  MF_BLOG_URL: 'http://localhost:3003/mf-manifest.json',
  MF_ADMIN_URL: 'http://localhost:3004/mf-manifest.json',
};
ensureInstalledAndBuilt();
const children = [
  spawnChild('npm', ['run', 'dev', '-w', 'api'], { env: { ...process.env, PORT: String(API_PORT), ...devRemotes } }),
  ...['shell', 'mf-catalog', 'mf-cart-checkout', 'mf-blog', 'mf-admin'].map((app) =>
    spawnChild('npm', ['run', 'dev', '-w', app], { env: { ...process.env, API_URL: `http://localhost:${API_PORT}` } }),
  ),
];
forwardSignals(children, () => process.exit(0));
console.log('\nDev site: http://localhost:3000  (API http://localhost:3100)\n');
