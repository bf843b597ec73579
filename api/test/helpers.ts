import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import mongoose from 'mongoose';
import { loadConfig, type Config } from '../src/config';
import { connectDatabase, disconnectDatabase } from '../src/db/connection';
import { forgetKnownSlots, RateLimitSlot } from '../src/http/rate-limit';
import { MailClaim, MailOutbox, SentMail, UnsentMail } from '../src/mail/outbox';

/** Base URI of the database global-setup provides. */
export function testDatabaseUri(): string {
  const uri = process.env['TEST_MONGODB_URI'];
  if (!uri) {
    throw new Error(
      'TEST_MONGODB_URI is not set: run the API tests through jest, whose global setup starts the database',
    );
  }
  return uri;
}

/**
 * A data folder whose `images/shop` holds every picture of the built-in catalogue, drawn once
 * by global-setup. Tests may add variants to it (`images/cache`) but must not remove anything.
 */
export function testShopDataDir(): string {
  const dir = process.env['TEST_SHOP_DATA_DIR'];
  if (!dir)
    throw new Error(
      'TEST_SHOP_DATA_DIR is not set: run the API tests through jest, whose global setup draws the pictures',
    );
  return dir;
}

/** A database name no other test file uses (latin letters, digits and `_`, as FerretDB wants). */
export function uniqueDatabaseName(): string {
  return `t_${randomBytes(6).toString('hex')}`;
}

/**
 * Connects mongoose to a database of this test file's own before its tests, and drops it and
 * disconnects after them. Returns the settings so a test can reconnect.
 */
export function useTestDatabase(): { readonly uri: string; readonly dbName: string } {
  const settings = { uri: '', dbName: uniqueDatabaseName() };
  beforeAll(async () => {
    settings.uri = testDatabaseUri();
    await connectDatabase(settings.uri, settings.dbName);
  });
  afterAll(async () => {
    if (mongoose.connection.readyState !== mongoose.ConnectionStates.connected) {
      await connectDatabase(settings.uri, settings.dbName);
    }
    await mongoose.connection.dropDatabase();
    await disconnectDatabase();
  });
  return settings;
}

/** Configuration for tests: quiet logs, defaults elsewhere, then `overrides`. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  // Mail links follow a PUBLIC_URL given here, as loadConfig makes them follow PUBLIC_URL.
  const mail = overrides.publicUrl === undefined ? {} : { mailSiteUrl: overrides.publicUrl };
  return Object.freeze({ ...base, ...mail, ...overrides });
}

/**
 * Configuration as the environment gives it for a shop at `publicUrl` serving `webRoot`, whose
 * catalogue and admin remotes are deployed on other hosts (MF_CATALOG_URL, MF_ADMIN_URL).
 */
export function remotesElsewhereConfig(
  webRoot: string,
  publicUrl: string,
  remotes: { catalog: string; admin: string },
) {
  return loadConfig({
    LOG_LEVEL: 'silent',
    WEB_ROOT: webRoot,
    PUBLIC_URL: publicUrl,
    MF_CATALOG_URL: remotes.catalog,
    MF_ADMIN_URL: remotes.admin,
  });
}

/**
 * Creates a temporary WEB_ROOT holding `files` (paths relative to it, e.g.
 * `shell/dist/index.html`). Remove it with `removeDir` when done.
 */
/** A remote's built mf-manifest.json that exposes nothing (enough for the server to read its entry). */
export const BARE_MANIFEST = JSON.stringify({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [],
});

export async function makeWebRoot(files: Record<string, string | Buffer>): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'ogulf-web-'));
  for (const [file, content] of Object.entries(files)) {
    const target = path.join(root, file);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, content);
  }
  return root;
}

export async function removeDir(dir: string): Promise<void> {
  await fs.rm(dir, { recursive: true, force: true });
}

/**
 * Starts a test with fresh rate-limit counts: limits are counted in the database the file's
 * tests share, and this process remembers which slots it saw taken.
 */
export async function forgetRateLimits(): Promise<void> {
  await RateLimitSlot.deleteMany({});
  forgetKnownSlots();
}

/** Fresh rate-limit counts and an empty mail queue, logs and claims. */
export async function forgetRateLimitsAndMail(): Promise<void> {
  await Promise.all([
    forgetRateLimits(),
    MailOutbox.deleteMany({}),
    SentMail.deleteMany({}),
    UnsentMail.deleteMany({}),
    MailClaim.deleteMany({}),
  ]);
}

/**
 * Limits count in fixed windows (aligned to multiples of their length): a test that ran across
 * a window's end would see the count start again. Waits out the rare case of being within
 * `marginMs` of it.
 */
export async function awayFromWindowEnd(windowMs: number, marginMs = 5000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await sleep(left + 50);
}
