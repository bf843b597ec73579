import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@ogulf/contracts';
import { z } from 'zod';
import { LOG_LEVELS, type LogLevel } from './http/logger';

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

// Names of the four federated remotes, as the shell registers them (part of the route table).
export { REMOTE_NAMES, type RemoteName };

/** Validated settings of one API process. Built once at start-up and frozen. */
export interface Config {
  readonly port: number;
  readonly host: string;
  readonly nodeEnv: NodeEnv;
  readonly logLevel: LogLevel;
  /** External database; when absent the server starts an embedded one under `dataDir`. */
  readonly mongodbUri: string | undefined;
  readonly dbName: string;
  readonly dataDir: string;
  /** Folder holding `shell/dist` and `mf-*\/dist`. */
  readonly webRoot: string;
  /** Public origin of the site (no trailing slash), when it differs from what requests say. */
  readonly publicUrl: string | undefined;
  /**
   * The origin that links in mail point at: `PUBLIC_URL`, else `http://localhost:<port>` (right for
   * a shop tried on this machine; production sets PUBLIC_URL, and the server warns at start when it
   * does not). Never the request's Host, which a client chooses.
   */
  readonly mailSiteUrl: string;
  /** Overrides for the URL of each remote's `mf-manifest.json`. */
  readonly remoteManifestUrls: Readonly<Partial<Record<RemoteName, string>>>;
  readonly smtpUrl: string | undefined;
  /** Sender of every mail the site sends. */
  readonly mailFrom: string;
  /** The shop's inbox: new orders, quote requests and contact messages go here. */
  readonly shopEmail: string;
  /** The one admin's address: emergency login codes go here and nowhere else. */
  readonly adminEmail: string;
  readonly adminPassword: string | undefined;
  /** Trust `X-Forwarded-*` headers (only behind a reverse proxy that sets them). */
  readonly trustProxy: boolean;
  /**
   * How many proxies stand in front of the server (`TRUST_PROXY=N`; `true` is 1), so the client
   * address is the one the outermost trusted proxy saw: entries a client put in front of
   * `X-Forwarded-For` are ignored. 0 when `trustProxy` is off; read as 1 when it is on.
   */
  readonly proxyHops: number;
  /**
   * How long the server waits for a page's server render (`SSR_BUDGET_MS`); a part still loading
   * then is rendered in the browser. 0 turns server rendering off (every page renders in the browser).
   */
  readonly ssrBudgetMs: number;
  /**
   * How long a browser's page may take to be sent whole (`SSR_STREAM_AFTER_MS`): a page whose parts
   * are all ready by then goes in one piece; a slower one has its frame sent first and each part
   * streamed as it is ready. 0 streams every browser's page.
   */
  readonly ssrStreamAfterMs: number;
}

/** Thrown by `loadConfig` with one line per invalid variable. */
export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const REPO_ROOT = findRepoRoot(__dirname);

const httpUrl = z.string().refine(isHttpUrl, 'must be an absolute http:// or https:// URL');

// Messages name the rule, never the value: several of these variables hold credentials.
const envSchema = z.object({
  PORT: z
    .string()
    .regex(/^\d{1,5}$/, 'must be a whole number from 0 to 65535')
    .transform(Number)
    .refine((port) => port <= 65535, 'must be a whole number from 0 to 65535')
    .default(3000),
  HOST: z.string().default('0.0.0.0'),
  NODE_ENV: z.enum(NODE_ENVS, `must be one of ${NODE_ENVS.join(', ')}`).default('development'),
  LOG_LEVEL: z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`).default('info'),
  MONGODB_URI: z
    .string()
    .refine((uri) => /^mongodb(\+srv)?:\/\/\S+$/.test(uri), 'must start with mongodb:// or mongodb+srv://')
    .optional(),
  DB_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,63}$/, 'may contain only latin letters, digits and underscores (at most 63)')
    .default('ogulf'),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, '.data')),
  WEB_ROOT: z.string().default(REPO_ROOT),
  PUBLIC_URL: httpUrl.optional(),
  MF_CATALOG_URL: httpUrl.optional(),
  MF_CART_CHECKOUT_URL: httpUrl.optional(),
  MF_BLOG_URL: httpUrl.optional(),
  MF_ADMIN_URL: httpUrl.optional(),
  SMTP_URL: z
    .string()
    .refine((url) => /^smtps?:\/\/\S+$/.test(url), 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().email('must be an email address').default('no-reply@ogulf.qa'),
  SHOP_EMAIL: z.string().email('must be an email address').default('info@ogulf.qa'),
  ADMIN_EMAIL: z.string().email('must be an email address').default('admin@ogulf.qa'),
  ADMIN_PASSWORD: z.string().min(10, 'must be at least 10 characters long').optional(),
  // A number of proxy hops; the flags of old keep working (true and yes are one hop).
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|yes|no|\d{1,2})$/, 'must be true, false or a number of proxies (0 to 10)')
    .transform((value) =>
      value === 'true' || value === 'yes' ? 1 : value === 'false' || value === 'no' ? 0 : Number(value),
    )
    .refine((hops) => hops <= 10, 'must be true, false or a number of proxies (0 to 10)')
    .default(0),
  SSR_BUDGET_MS: z
    .string()
    .regex(/^\d{1,5}$/, 'must be a whole number of milliseconds (0 turns server rendering off)')
    .transform(Number)
    .default(500),
  SSR_STREAM_AFTER_MS: z
    .string()
    .regex(/^\d{1,5}$/, 'must be a whole number of milliseconds (0 streams every page)')
    .transform(Number)
    .default(100),
});

type EnvName = keyof typeof envSchema.shape;

/**
 * Reads and validates the environment. Throws a `ConfigError` listing every problem at once,
 * so a deployment is fixed in one go rather than one variable per restart.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input: Partial<Record<EnvName, string>> = {};
  for (const name of Object.keys(envSchema.shape) as EnvName[]) {
    const value = env[name]?.trim();
    // An empty variable (`FOO=` in a .env file) means "not set", not "set to nothing".
    if (value !== undefined && value !== '') input[name] = value;
  }
  const parsed = envSchema.safeParse(input);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const remoteManifestUrls: Partial<Record<RemoteName, string>> = {};
  if (e.MF_CATALOG_URL) remoteManifestUrls.catalog = e.MF_CATALOG_URL;
  if (e.MF_CART_CHECKOUT_URL) remoteManifestUrls.cart_checkout = e.MF_CART_CHECKOUT_URL;
  if (e.MF_BLOG_URL) remoteManifestUrls.blog = e.MF_BLOG_URL;
  if (e.MF_ADMIN_URL) remoteManifestUrls.admin = e.MF_ADMIN_URL;
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    mongodbUri: e.MONGODB_URI,
    dbName: e.DB_NAME,
    dataDir: path.resolve(e.DATA_DIR),
    webRoot: path.resolve(e.WEB_ROOT),
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    mailSiteUrl: e.PUBLIC_URL?.replace(/\/+$/, '') ?? `http://localhost:${e.PORT}`,
    remoteManifestUrls: Object.freeze(remoteManifestUrls),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    shopEmail: e.SHOP_EMAIL,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    trustProxy: e.TRUST_PROXY > 0,
    proxyHops: e.TRUST_PROXY,
    ssrBudgetMs: e.SSR_BUDGET_MS,
    ssrStreamAfterMs: e.SSR_STREAM_AFTER_MS,
  });
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The monorepo root is the nearest folder above this file whose package.json declares
 * workspaces. Searching (instead of a fixed `../..`) keeps it right from `src/` under tsx and
 * jest, from `dist/` under node, and if the build output ever moves one level deeper.
 */
function findRepoRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    try {
      const pkg: unknown = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
      if (typeof pkg === 'object' && pkg !== null && 'workspaces' in pkg) return dir;
    } catch {
      // No (readable) package.json here: keep climbing.
    }
    if (path.dirname(dir) === dir) return path.resolve(start, '..', '..');
  }
}
