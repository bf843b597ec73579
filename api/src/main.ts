import { ConfigError } from './config';
import { createLogger } from './http/logger';
import { startServer, type RunningServer } from './server';
import { stopOnSignals } from './shutdown';

// Stack traces from dist/ should point at the TypeScript sources (swc writes the maps).
process.setSourceMapsEnabled(true);

const DATABASE_LABEL: Record<RunningServer['database'], string> = {
  external: 'MongoDB from MONGODB_URI',
  ferretdb: 'embedded FerretDB',
  mongod: 'embedded mongod',
};

async function main(): Promise<void> {
  // A signal during start-up ends the process through process.exit, whose 'exit' handlers stop
  // the embedded FerretDB (in its own process group, a group signal does not reach it).
  const duringStartUp = () => process.exit(1);
  process.once('SIGINT', duringStartUp);
  process.once('SIGTERM', duringStartUp);
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
  if (server.config.publicUrl === undefined && server.config.nodeEnv === 'production')
    log.warn(
      `PUBLIC_URL is not set: links in mail to customers point at ${server.config.mailSiteUrl}; set PUBLIC_URL to the site's address`,
    );

  process.removeListener('SIGINT', duringStartUp);
  process.removeListener('SIGTERM', duringStartUp);
  stopOnSignals(() => server.stop(), log);
}

void main();
