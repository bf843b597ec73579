// `npm start`: install if needed, build what is stale, then serve the whole site
// (shell at /, remotes under /remotes/<name>/, API under /api) on PORT (3000).
// Without MONGODB_URI the server starts its embedded database under .data/.
import { ensureInstalledAndBuilt, forwardSignals, spawnChild } from './lib.mjs';

ensureInstalledAndBuilt();
const server = spawnChild(process.execPath, ['api/dist/main.js'], { env: { NODE_ENV: 'production', ...process.env } });
forwardSignals([server], () => process.exit(server.exitCode ?? 0));
