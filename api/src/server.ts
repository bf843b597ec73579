import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { ensureAdminUser } from './auth/service';
import { seedCatalog } from './catalog/seed';
import { CATALOG_SEED } from './catalog/seed-data';
import { renderMissingImages, shopImageDirs } from './catalog/shop-images';
import { loadConfig, type Config } from './config';
import { seedArticles } from './content/seed';
import { copyHeroScenes, seedHeroSlides } from './hero/seed';
import { connectDatabase, disconnectDatabase } from './db/connection';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './db/embedded';
import { startDatabaseMonitor, type DatabaseMonitor } from './db/monitor';
import { seedZoneDeliverySettings } from './delivery/seed';
import type { RouteModule } from './http/api-router';
import { createLogger, type Logger } from './http/logger';
import { startMailWorker } from './mail/worker';
import { seedTestimonials } from './testimonials/seed';
import { once } from './util/once';

const CLOSE_GRACE_MS = 10_000;

export interface RunningServer {
  /** Base URL for clients on this machine, e.g. `http://localhost:3000`. */
  readonly url: string;
  readonly port: number;
  readonly config: Config;
  /** Which database the server uses: its own FerretDB or mongod, or the one in MONGODB_URI. */
  readonly database: 'external' | EmbeddedDatabase['kind'];
  /** The embedded database this server started and supervises; undefined with MONGODB_URI. */
  readonly embeddedDatabase: EmbeddedDatabase | undefined;
  /** Stops accepting connections, lets open requests finish, then closes the database. Idempotent. */
  stop(): Promise<void>;
}

export interface StartServerOptions {
  /** Environment to read the configuration from (default `process.env`). */
  env?: NodeJS.ProcessEnv;
  log?: Logger;
  extraRoutes?: readonly RouteModule[];
}

/**
 * Starts the whole storefront in this process: configuration (from the environment, with
 * `overrides` on top), the database (embedded unless `mongodbUri` is set) with the built-in
 * blog articles, catalogue, testimonials and delivery zones seeded into it, the catalogue's
 * pictures drawn into `DATA_DIR/images/shop`, and the HTTP server.
 * Used by `main.ts`, by API tests and by the browser-test setup (`startServer({ port: 0 })`).
 */
export async function startServer(
  overrides: Partial<Config> = {},
  options: StartServerOptions = {},
): Promise<RunningServer> {
  const config: Config = Object.freeze({ ...loadConfig(options.env), ...overrides });
  const log = options.log ?? createLogger(config.logLevel);
  let embedded: EmbeddedDatabase | undefined;
  let monitor: DatabaseMonitor | undefined;
  let connected = false;
  try {
    let uri = config.mongodbUri;
    if (uri === undefined) {
      embedded = await startEmbeddedDatabase({ dataDir: config.dataDir, log });
      uri = embedded.uri;
    }
    await connectDatabase(uri, config.dbName).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Could not connect to the database at ${redactCredentials(uri)}: ${reason}`, { cause: error });
    });
    connected = true;
    monitor = await startDatabaseMonitor(uri, log);
    // The pictures need no database, so they are drawn while the documents are written.
    await Promise.all([seedBuiltIns(log), drawShopImages(config, log), createAdminUser(config, log)]);
    const app = createApp({ config, log, extraRoutes: options.extraRoutes ?? [] });
    // Uploads of a data folder from before they were kept in the database (once per folder).
    await app.context.uploads
      .adoptLocalFiles()
      .catch((error: unknown) => log.error('Could not store the local uploaded pictures in the database', error));
    const server = http.createServer(app.callback());
    const port = await listen(server, config);
    // In the background: the first pages are served meanwhile, each waiting only for what it needs.
    void app.context.warmPageRendering();
    // Mail queue worker (mail/worker.ts): sends queued order, quote and contact mail.
    const stopMailWorker = startMailWorker(app);
    const stop = once(async () => {
      const failures = await settleAll(
        [
          () => closeServer(server),
          // After the last request queued its mail, before the database goes.
          () => stopMailWorker(),
          // Publishes of the last writes' cache generations, so other instances hear of them.
          () => app.context.readCache.generations.close(),
          // Stopped before the database, which would otherwise be reported down as it goes.
          () => monitor?.stop() ?? Promise.resolve(),
          () => disconnectDatabase(),
          () => embedded?.stop() ?? Promise.resolve(),
        ],
        log,
      );
      if (failures.length > 0) throw new AggregateError(failures, 'The server did not stop cleanly');
    });
    return {
      url: localUrl(config.host, port),
      port,
      config,
      database: embedded?.kind ?? 'external',
      embeddedDatabase: embedded,
      stop,
    };
  } catch (error) {
    await settleAll([
      () => monitor?.stop() ?? Promise.resolve(),
      () => (connected ? disconnectDatabase() : Promise.resolve()),
      () => embedded?.stop() ?? Promise.resolve(),
    ]);
    throw error;
  }
}

/**
 * Adds the built-in articles, catalogue, testimonials and delivery zones that are missing (each
 * seed leaves existing documents alone), logging only what it inserted.
 */
async function seedBuiltIns(log: Logger): Promise<void> {
  const articles = await seedStep('the built-in blog articles', () => seedArticles());
  if (articles.inserted > 0) log.info(`seeded ${articles.inserted} articles`);
  if (articles.translated > 0) log.info(`added Arabic to ${articles.translated} built-in articles and authors`);
  const started = performance.now();
  const [catalog, testimonials, zones, slides] = await Promise.all([
    seedStep('the built-in catalogue', () => seedCatalog()),
    seedStep('the built-in testimonials', () => seedTestimonials()),
    seedStep('the delivery zones', () => seedZoneDeliverySettings()),
    seedStep('the home page hero slides', () => seedHeroSlides()),
  ]);
  const ms = Math.round(performance.now() - started);
  if (catalog.categories + catalog.subcategories + catalog.products > 0) {
    log.info(
      `seeded ${catalog.categories} categories, ${catalog.subcategories} subcategories and ${catalog.products} products in ${ms} ms`,
    );
  }
  if (testimonials > 0) log.info(`seeded ${testimonials} testimonials`);
  if (zones) log.info('seeded the delivery zones');
  if (slides > 0) log.info(`seeded ${slides} hero slides`);
}

async function seedStep<T>(what: string, seed: () => Promise<T>): Promise<T> {
  try {
    return await seed();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not seed ${what}: ${reason}`, { cause: error });
  }
}

/**
 * Creates the admin user at the first start, with ADMIN_PASSWORD or a generated password that
 * is printed this once (at warn level, so it shows unless the log is silenced or errors only).
 */
async function createAdminUser(config: Config, log: Logger): Promise<void> {
  const admin = await seedStep('the admin user', () => ensureAdminUser(config.adminPassword));
  if (admin.generatedPassword !== undefined) {
    log.warn(
      `Created the admin user "admin" with the password ${admin.generatedPassword} - note it now, it is not shown again ` +
        '(set ADMIN_PASSWORD before the first start to choose it)',
    );
  } else if (admin.created) {
    log.info('created the admin user "admin" with the password from ADMIN_PASSWORD');
  }
}

/**
 * Draws the catalogue's pictures that are not in `DATA_DIR/images/shop` yet. A failure (a full
 * disk, say) is logged but does not stop the shop: pictures then answer 404 and the storefront
 * shows its placeholder until the next start draws them.
 */
async function drawShopImages(config: Config, log: Logger): Promise<void> {
  try {
    const dirs = shopImageDirs(config.dataDir);
    const [report] = await Promise.all([renderMissingImages(dirs, CATALOG_SEED.images), copyHeroScenes(dirs)]);
    if (report.rendered > 0) log.info(`drew ${report.rendered} shop images in ${(report.ms / 1000).toFixed(1)} s`);
  } catch (error) {
    log.error('Could not draw the shop images', error);
  }
}

function listen(server: http.Server, config: Config): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(
          new Error(`Port ${config.port} on ${config.host} is already in use: stop the other server or set PORT`, {
            cause: error,
          }),
        );
      } else {
        reject(error);
      }
    };
    server.once('error', onError);
    server.listen({ port: config.port, host: config.host }, () => {
      server.removeListener('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** Closes the listener; idle keep-alive sockets go at once, busy ones get a grace period. */
function closeServer(server: http.Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const force = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
    force.unref();
    server.close((error) => {
      clearTimeout(force);
      if (error) reject(error);
      else resolve();
    });
    server.closeIdleConnections();
  });
}

/** Runs every step even when one fails; returns the failures. With `log`, times each step (debug). */
async function settleAll(steps: ReadonlyArray<() => Promise<void>>, log?: Logger): Promise<unknown[]> {
  const failures: unknown[] = [];
  for (const [index, step] of steps.entries()) {
    const started = performance.now();
    try {
      await step();
    } catch (error) {
      failures.push(error);
    }
    log?.debug(`shutdown step ${index + 1}/${steps.length} took ${Math.round(performance.now() - started)} ms`);
  }
  return failures;
}

/** The URI with any user name and password replaced, fit for logs and error messages. */
function redactCredentials(uri: string): string {
  return uri.replace(/\/\/[^@/]*@/, '//***@');
}

function localUrl(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return `http://localhost:${port}`;
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}
