import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** True when a process with this id is running (even one we may not signal). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

/**
 * A killed process whose parent has not collected it yet still answers signal 0, though it
 * holds nothing any more. Containers whose PID 1 does not reap orphans keep such zombies around.
 */
function isZombie(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Format: "pid (command name) state ..."; the name may itself contain ") ".
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z';
  } catch {
    return false; // no /proc (macOS): trust signal 0
  }
}

/**
 * Command-line arguments of a running process, read from /proc. Undefined where /proc does not
 * exist (macOS) or the process is gone.
 */
export function processArguments(pid: number): string[] | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return undefined;
  }
}

/** Sends SIGTERM, waits up to `graceMs` for the process to go, then SIGKILLs it. */
export async function terminateProcess(pid: number, graceMs = 5000): Promise<void> {
  if (!signal(pid, 'SIGTERM')) return;
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    if (!isProcessAlive(pid)) return;
    await sleep(100);
  }
  signal(pid, 'SIGKILL');
  for (let i = 0; i < 40 && isProcessAlive(pid); i++) await sleep(50);
}

function signal(pid: number, name: NodeJS.Signals): boolean {
  try {
    process.kill(pid, name);
    return true;
  } catch {
    return false;
  }
}
