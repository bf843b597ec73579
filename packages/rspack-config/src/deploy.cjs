'use strict';
/**
 * Publishes a finished build into the folder a server serves, without breaking a tab that is
 * already open on the previous build.
 *
 * A tab keeps the remoteEntry.js (and so the chunk names) it loaded; its next lazy page asks for
 * chunks of that build. So: (1) the previous builds' files stay; content-hashed names never collide,
 * and files no recent build lists are pruned only once they are old enough (`keepMs`, 24 h) and no
 * longer among the last `keepBuilds` (3) deploys; (2) the files without a hash, which point at the rest
 * (remoteEntry.js, then mf-manifest.json, then the shell's index.html), are written last, each to a
 * temporary name and renamed over the old one, so a reader gets the old file or the new one, never a
 * 404 or half a file. `.deploys.json` in the target lists what each deploy wrote and when.
 */
const fs = require('node:fs');
const path = require('node:path');

const DEPLOY_LOG = '.deploys.json';
// `[name].[contenthash:10].js` and friends; `.br`/`.gz`/`.map` siblings follow their file.
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+(\.map)?(\.br|\.gz)?$/i;
// Written in this order after everything else: the entry before the manifest naming it, the page last.
const POINTERS_LAST = [/^remoteEntry\.js/, /^mf-manifest\.json/, /^index\.html/];

/** Every file under `dir`, as paths relative to it with forward slashes. */
function listFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** Where a pointer file goes in the write order (0 = first); hashed files are not pointers. */
function pointerRank(file) {
  const base = path.posix.basename(file);
  const rank = POINTERS_LAST.findIndex((pattern) => pattern.test(base));
  return rank === -1 ? 0 : rank + 1;
}

function readLog(to) {
  try {
    const log = JSON.parse(fs.readFileSync(path.join(to, DEPLOY_LOG), 'utf8'));
    return Array.isArray(log) ? log.filter((d) => typeof d?.at === 'number' && Array.isArray(d.files)) : [];
  } catch {
    return [];
  }
}

/** Copies `from` to `to` through a temporary name in the target folder, then renames it into place. */
function atomicCopy(from, to) {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  const temp = path.join(path.dirname(to), `.${path.basename(to)}.${process.pid}.tmp`);
  fs.copyFileSync(from, temp);
  fs.renameSync(temp, to);
}

/**
 * Publishes the build in `from` into `to`. Returns what it did, for the log line and tests.
 * @param {string} from  a complete build (rspack's output, compressed)
 * @param {string} to    the served folder (created when missing)
 * @param {{ now?: number, keepBuilds?: number, keepMs?: number }} [options]
 */
function deployBuild(from, to, { now = Date.now(), keepBuilds = 3, keepMs = 24 * 60 * 60 * 1000 } = {}) {
  // Dot-files (a deploy log, temporary names) belong to the folder they are in, not to the build.
  const files = listFiles(from).filter((file) => !file.split('/').some((part) => part.startsWith('.')));
  if (!files.some((file) => /^(mf-manifest\.json|index\.html)$/.test(file))) {
    throw new Error(`${from} is not a build: it has neither mf-manifest.json nor index.html`);
  }
  fs.mkdirSync(to, { recursive: true });
  const log = readLog(to);
  const existing = listFiles(to).filter((file) => file !== DEPLOY_LOG);
  // A folder deployed before this log existed counts as one deploy, as old as its newest file.
  if (log.length === 0 && existing.length > 0) {
    const at = Math.max(...existing.map((file) => fs.statSync(path.join(to, file)).mtimeMs));
    log.push({ at, files: existing });
  }

  // 1. Hashed files first: nothing points at them yet, and a name already there has that content.
  let copied = 0;
  for (const file of files.filter((f) => HASHED.test(f))) {
    if (fs.existsSync(path.join(to, file))) continue;
    atomicCopy(path.join(from, file), path.join(to, file));
    copied += 1;
  }
  // 2. Then the files without a hash, pointers last, each replaced in one rename.
  const unhashed = files.filter((f) => !HASHED.test(f)).sort((a, b) => pointerRank(a) - pointerRank(b));
  for (const file of unhashed) atomicCopy(path.join(from, file), path.join(to, file));

  // 3. Prune what neither a recent deploy nor one of the last few lists.
  log.push({ at: now, files });
  const kept = log.filter((deploy, i) => i >= log.length - keepBuilds || now - deploy.at < keepMs);
  const keep = new Set(kept.flatMap((deploy) => deploy.files));
  const pruned = [];
  for (const file of listFiles(to)) {
    if (file === DEPLOY_LOG || keep.has(file)) continue;
    fs.rmSync(path.join(to, file), { force: true });
    pruned.push(file);
  }
  const logTemp = path.join(to, `.${DEPLOY_LOG}.${process.pid}.tmp`);
  fs.writeFileSync(logTemp, `${JSON.stringify(kept)}\n`);
  fs.renameSync(logTemp, path.join(to, DEPLOY_LOG));
  return { copied, replaced: unhashed.length, pruned, builds: kept.length };
}

module.exports = { DEPLOY_LOG, deployBuild };
