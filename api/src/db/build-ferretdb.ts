import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from '../http/logger';
import { findGo } from './ferretdb';

/** The project's installer (also run by `.ci/run`); from `api/src/db` and `api/dist/db` alike. */
const INSTALLER = path.resolve(__dirname, '../../../scripts/install-ferretdb.sh');
/** Measured from empty Go module and build caches on a 2-core machine; see the README's quick start. */
const BUILD_MINUTES = 'about 2 minutes';
const OUTPUT_TAIL_CHARS = 2_000;

export type FerretdbBuild = { ok: true; binary: string } | { ok: false; reason: string };

/**
 * Builds FerretDB with `scripts/install-ferretdb.sh` when it is not installed, so a fresh clone
 * needs only Node, npm and Go. The script allows one build at a time on the machine (several test
 * set-ups may ask at once); the others wait for it and then use its binary. Never throws: when there
 * is no Go or the build fails, the reason comes back and the caller falls back to mongod.
 */
export async function buildFerretdb(log: Logger, env: NodeJS.ProcessEnv = process.env): Promise<FerretdbBuild> {
  const go = findGo(env);
  if (go === undefined) return { ok: false, reason: 'Go is not installed, so FerretDB could not be built' };
  if (!fs.existsSync(INSTALLER)) return { ok: false, reason: `${INSTALLER} is missing` };
  // At warn level so that it shows even in the test set-ups' quiet logs: the wait is long.
  log.warn(`Building FerretDB 1.24.2 (first start only, ${BUILD_MINUTES})…`);
  const started = Date.now();
  const result = await runInstaller(
    { ...env, PATH: [env['PATH'], path.dirname(go)].filter(Boolean).join(path.delimiter) },
    log,
  );
  const seconds = Math.round((Date.now() - started) / 1000);
  const binary = /^ferretdb (?:installed|already) at (.+)$/m.exec(result.output)?.[1]?.trim();
  if (result.code !== 0 || binary === undefined) {
    const tail = result.output.trim().split('\n').slice(-5).join(' | ');
    log.warn(
      `Building FerretDB failed after ${seconds} s (${result.code === null ? 'no exit code' : `exit ${result.code}`}): ${tail}`,
    );
    return { ok: false, reason: `building it failed: ${tail}` };
  }
  log.warn(`FerretDB built in ${seconds} s and installed at ${binary}`);
  return { ok: true, binary };
}

function runInstaller(env: NodeJS.ProcessEnv, log: Logger): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('bash', [INSTALLER], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      output = (output + text).slice(-OUTPUT_TAIL_CHARS);
      for (const line of text.split('\n')) if (line.trim()) log.debug(`[install-ferretdb] ${line}`);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('error', (error) => resolve({ code: null, output: `${output}\n${error.message}` }));
    child.once('close', (code) => resolve({ code, output }));
  });
}
