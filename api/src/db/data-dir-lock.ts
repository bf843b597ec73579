import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../http/logger';
import { isProcessAlive, processArguments, terminateProcess } from './processes';

const LOCK_FILE = 'embedded.lock';

interface LockContent {
  ownerPid: number;
  childPid?: number;
}

/** Exclusive claim on an embedded database folder, held for as long as its server runs. */
export interface DataDirLock {
  readonly file: string;
  /** Records the database server's process id so a later run can recognise an orphan. */
  recordChild(pid: number): void;
  release(): void;
}

/**
 * Claims `dir` for this process. FerretDB itself does not stop two servers from opening the same
 * SQLite folder, which would corrupt it, so the claim is a lock file created atomically.
 *
 * A lock left by a process that has died is taken over; if that run's FerretDB is still serving
 * the folder (its parent was killed with SIGKILL), that orphan is stopped first. A lock whose
 * owner is alive is refused with a message saying how to proceed.
 */
export async function lockDataDir(dir: string, log: Logger): Promise<DataDirLock> {
  const file = path.join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      fs.writeFileSync(file, serialize({ ownerPid: process.pid }), { flag: 'wx' });
      return ownedLock(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const held = readLock(file);
    if (!held && isYoung(file)) {
      // Probably created a moment ago by another process that has not written it yet.
      await sleep(100);
      continue;
    }
    if (held) {
      const childServing = held.childPid !== undefined && isServing(held.childPid, dir);
      if (isProcessAlive(held.ownerPid) && (childServing || held.childPid === undefined)) {
        throw new Error(
          `The embedded database folder ${dir} is in use by process ${held.ownerPid}. ` +
            'Stop that server first, give this one its own DATA_DIR, or set MONGODB_URI. ' +
            `If no such server is running, delete ${file}.`,
        );
      }
      if (childServing && held.childPid !== undefined) {
        log.warn(`Stopping FerretDB (pid ${held.childPid}) left running on ${dir} by an earlier run`);
        await terminateProcess(held.childPid);
      }
    }
    fs.rmSync(file, { force: true });
  }
  throw new Error(`Could not claim ${file}: another process keeps creating it`);
}

function ownedLock(file: string): DataDirLock {
  let released = false;
  return {
    file,
    recordChild(pid) {
      fs.writeFileSync(file, serialize({ ownerPid: process.pid, childPid: pid }));
    },
    release() {
      if (released) return;
      released = true;
      // Only remove the file while it is still ours.
      if (readLock(file)?.ownerPid === process.pid) fs.rmSync(file, { force: true });
    },
  };
}

function readLock(file: string): LockContent | undefined {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (typeof value !== 'object' || value === null) return undefined;
    const { ownerPid, childPid } = value as Record<string, unknown>;
    if (typeof ownerPid !== 'number') return undefined;
    return typeof childPid === 'number' ? { ownerPid, childPid } : { ownerPid };
  } catch {
    return undefined; // Missing or half-written: treated as stale.
  }
}

/** Whether `pid` is a FerretDB serving `dir` (checked by its arguments where /proc allows). */
function isServing(pid: number, dir: string): boolean {
  const args = processArguments(pid);
  if (args === undefined) return isProcessAlive(pid);
  return args.some((arg) => arg === `--state-dir=${dir}`);
}

function isYoung(file: string): boolean {
  try {
    return Date.now() - fs.statSync(file).mtimeMs < 2000;
  } catch {
    return false;
  }
}

function serialize(content: LockContent): string {
  return `${JSON.stringify(content)}\n`;
}
