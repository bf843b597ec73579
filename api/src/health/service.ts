import { pingDatabase } from '../db/connection';
import { ServiceUnavailableError } from '../http/errors';
import { version } from '../version';

export interface Health {
  status: 'ok';
  /** Seconds since the process started. */
  uptime: number;
  version: string;
}

export interface DatabaseHealth {
  status: 'ok';
  database: 'up';
}

/** Liveness: answers as long as the process can serve requests. */
export function getHealth(): Health {
  return { status: 'ok', uptime: Math.round(process.uptime()), version };
}

/** Readiness of the database; throws a 503 `DB_UNAVAILABLE` when it does not answer a ping. */
export async function getDatabaseHealth(): Promise<DatabaseHealth> {
  if (!(await pingDatabase())) {
    throw new ServiceUnavailableError('Database is unreachable', { code: 'DB_UNAVAILABLE' });
  }
  return { status: 'ok', database: 'up' };
}
