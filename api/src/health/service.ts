import { pingDatabase } from '../db/connection';
import { databaseState } from '../db/monitor';
import { ServiceUnavailableError } from '../http/errors';
import { version } from '../version';
import type { DatabaseHealth, Health } from '@ogulf/contracts';
export type { Health, DatabaseHealth } from '@ogulf/contracts';

/**
 * Liveness: answers 200 as long as the process can serve requests, with the database's state
 * beside it. A database outage is not the process's fault, so a probe restarting API processes
 * on this route should not act on `database: 'down'` (use /api/db-health for readiness).
 */
export function getHealth(): Health {
  return { status: 'ok', uptime: Math.round(process.uptime()), version, database: databaseState() };
}

/** Readiness of the database; throws a 503 `DB_UNAVAILABLE` when it does not answer a ping. */
export async function getDatabaseHealth(): Promise<DatabaseHealth> {
  // A database the monitor already knows is down is not pinged again (a frozen one would hold it 2 s).
  if (databaseState() === 'down' || !(await pingDatabase())) {
    throw new ServiceUnavailableError('Database is unreachable', { code: 'DB_UNAVAILABLE' });
  }
  return { status: 'ok', database: 'up' };
}
