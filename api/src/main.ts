import { ConfigError } from './config';
import { createLogger } from './http/logger';
import { startServer, type RunningServer } from './server';

// Stack traces from dist/ should point at the TypeScript sources (swc writes the maps).
process.setSourceMapsEnabled(true);

const DATABASE_LABEL: Record<RunningServer['database'], string> = {
  external: 'MongoDB from MONGODB_URI',
  ferretdb: 'embedded FerretDB',
  mongod: 'embedded mongod',
};

async function main(): Promise<void> {
  let server: RunningServer;
  try {
    server = await startServer();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`${error.message}\nFix the variables above and start again.`);
    } else {
      console.error(`The storefront could not start: ${error instanceof Error ? error.message : String(error)}`);
      if (process.env['LOG_LEVEL'] === 'debug') console.error(error);
    }
    process.exit(1);
  }

  const log = createLogger(server.config.logLevel);
  const where = server.database === 'external' ? '' : ` in ${server.config.dataDir}`;
  log.info(`Storefront ready on ${server.url} (database: ${DATABASE_LABEL[server.database]}${where})`);

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    log.info(`${signal} received: shutting down`);
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error('Shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

void main();
