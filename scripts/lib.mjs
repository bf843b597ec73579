// Small helpers shared by the root scripts (start, dev, test, bench). Node built-ins only:
// `npm start` runs these before `npm install` has necessarily happened.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const FRONTENDS = ['shell', 'mf-catalog', 'mf-cart-checkout', 'mf-blog', 'mf-admin'];
/** Shared packages the API loads compiled (CommonJS in their dist/); the front ends bundle their source. */
export const COMPILED_PACKAGES = ['packages/contracts', 'packages/site-files'];

/** Runs a command in the repo root, inheriting stdio; exits the process if it fails. */
export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

// Build output inside a scanned folder (a shared package's dist/) is not a source.
const NOT_SOURCE = /[\\/](node_modules|dist)([\\/]|$)/;

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && !NOT_SOURCE.test(entry.parentPath)) {
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/**
 * The file each build is sure to write, whose age is the build's age. A remote's production build
 * writes no index.html (only the shell has a page), so it is judged by its federation manifest,
 * which every remote build writes and the shell reads first. A dist deployed by replacing the
 * folder is newer than the sources, and so is kept.
 */
const BUILD_STAMP = { api: 'main.js', shell: 'index.html' };
const REMOTE_STAMP = 'mf-manifest.json';

/** The compiled shared packages whose dist/ is missing or older than their sources. */
export function staleCompiledPackages() {
  return COMPILED_PACKAGES.filter((pkg) => {
    const built = fs.statSync(path.join(ROOT, pkg, 'dist', 'index.js'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
    const sources = Math.max(
      newestMtime(path.join(ROOT, pkg, 'src')),
      fs.statSync(path.join(ROOT, pkg, 'package.json')).mtimeMs,
    );
    return built < sources;
  });
}

/** Workspaces whose build output is missing or older than their sources (or the shared packages). */
export function staleBuilds() {
  const shared = Math.max(
    newestMtime(path.join(ROOT, 'packages')),
    fs.statSync(path.join(ROOT, 'package-lock.json'), { throwIfNoEntry: false })?.mtimeMs ?? 0,
  );
  // Built first: the API's build does not include them, its server requires them.
  const stale = staleCompiledPackages();
  for (const app of [...FRONTENDS, 'api']) {
    const built =
      fs.statSync(path.join(ROOT, app, 'dist', BUILD_STAMP[app] ?? REMOTE_STAMP), { throwIfNoEntry: false })?.mtimeMs ??
      0;
    const sources = Math.max(
      newestMtime(path.join(ROOT, app, 'src')),
      fs.statSync(path.join(ROOT, app, 'package.json')).mtimeMs,
    );
    const html = fs.statSync(path.join(ROOT, app, 'index.html'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
    const inputs = app === 'api' ? sources : Math.max(sources, shared, html);
    if (built < inputs) stale.push(app);
  }
  return stale;
}

/** Installs dependencies when node_modules is missing, then builds whatever is stale. */
export function ensureInstalledAndBuilt() {
  if (!fs.existsSync(path.join(ROOT, 'node_modules', '.package-lock.json'))) {
    console.log('› Installing dependencies (npm install)…');
    run('npm', ['install', '--no-fund', '--no-audit']);
  }
  const stale = staleBuilds();
  if (stale.length > 0) {
    console.log(`› Building ${stale.join(', ')}…`);
    for (const app of stale) run('npm', ['run', 'build', '-w', app]);
  }
}

/** Spawns a long-running child that dies with us. */
export function spawnChild(cmd, args, options = {}) {
  return spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...options });
}

/**
 * Stops children on our signals without signalling them twice. A signal to the process group
 * (Ctrl-C in a terminal, systemd's or a container runtime's SIGTERM) already reaches every child,
 * so a signal is passed on only to children still running a moment later, as when only this
 * launcher was signalled; a child that is still finishing its open requests by then takes the
 * second signal as the same request (api/src/shutdown.ts).
 */
export function forwardSignals(children, onAllExited) {
  let remaining = children.length;
  for (const child of children) {
    child.on('exit', () => {
      remaining -= 1;
      if (remaining === 0) onAllExited();
    });
  }
  const alive = () => children.filter((child) => child.exitCode === null && child.signalCode === null);
  const pending = new Set();
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      // npm passes its signal on as well: one forward per signal is enough.
      if (pending.has(signal)) return;
      pending.add(signal);
      setTimeout(() => alive().forEach((child) => child.kill(signal)), 1500).unref();
    });
  }
}
