import path from 'node:path';
import type { Logger } from '../http/logger';
import { buildFerretdb } from './build-ferretdb';
import { findFerretdb, startFerretdb } from './ferretdb';
import { startMongod } from './mongod';

/** A database server owned by this process, used when no MONGODB_URI is given. */
export interface EmbeddedDatabase {
  /** Base URI without a database name, e.g. `mongodb://127.0.0.1:40123/`. */
  readonly uri: string;
  readonly kind: 'ferretdb' | 'mongod';
  /** Process id of the database server now running (it changes when FerretDB is restarted). */
  readonly pid: number | undefined;
  /** Shuts the server down, keeping its data; safe to call more than once. */
  stop(): Promise<void>;
}

export interface EmbeddedDatabaseOptions {
  /** Data lives in `<dataDir>/ferretdb` or `<dataDir>/mongod` and survives restarts. */
  dataDir: string;
  log: Logger;
  /**
   * Path of the FerretDB binary; found automatically when omitted, and built with
   * `scripts/install-ferretdb.sh` when not found and Go is there; `false` skips FerretDB.
   */
  ferretdb?: string | false;
}

/**
 * Starts FerretDB when its binary can be found or built (first start on a fresh machine), else a
 * real mongod via mongodb-memory-server. When neither works the error explains the ways to get a
 * database.
 */
export async function startEmbeddedDatabase(options: EmbeddedDatabaseOptions): Promise<EmbeddedDatabase> {
  const { dataDir, log } = options;
  let binary: string | undefined;
  let buildProblem: string | undefined;
  if (options.ferretdb !== false) {
    binary = options.ferretdb ?? (await findFerretdb());
    if (binary === undefined) {
      const built = await buildFerretdb(log);
      if (built.ok) binary = built.binary;
      else buildProblem = built.reason;
    }
  }
  if (binary !== undefined) {
    log.debug(`Using FerretDB at ${binary}`);
    return startFerretdb({ binary, dir: path.join(dataDir, 'ferretdb'), log });
  }
  log.info('FerretDB not available; trying mongod through mongodb-memory-server');
  try {
    return await startMongod({ dir: path.join(dataDir, 'mongod'), log });
  } catch (error) {
    throw new Error(noDatabaseMessage(error, buildProblem), { cause: error });
  }
}

function noDatabaseMessage(cause: unknown, buildProblem: string | undefined): string {
  const reason = (cause instanceof Error ? cause.message : String(cause)).replace(/\s+/g, ' ').trim().slice(0, 300);
  return [
    'No database available: MONGODB_URI is not set, FerretDB was not found (looked on PATH, in',
    `$(go env GOPATH)/bin and in ~/go/bin)${buildProblem ? ` nor built (${buildProblem})` : ''}, and mongodb-memory-server could not start mongod:`,
    `  ${reason}`,
    'Get a database in one of these ways:',
    '  1. Set MONGODB_URI to a running MongoDB, e.g. MONGODB_URI=mongodb://127.0.0.1:27017',
    '  2. Install Go (https://go.dev/dl/) and start again, or build FerretDB 1.24.2 yourself: bash scripts/install-ferretdb.sh',
    '  3. Run where mongodb-memory-server can download mongod (fastdl.mongodb.org reachable),',
    '     or set MONGOMS_SYSTEM_BINARY to the path of a local mongod.',
  ].join('\n');
}
