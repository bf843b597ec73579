import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Readable } from 'node:stream';
import vm from 'node:vm';
import { REMOTE_NAMES, type Config, type RemoteName } from '../../config';
import type { Logger } from '../../http/logger';
import { remoteRoot, REMOTES_PREFIX } from '../remotes';

/**
 * Finds and loads the Node builds the server renders with (`createConfig({ ssr: true })` in
 * rspack-config): the shell's renderer from its own build folder, and each storefront remote's
 * server entry from that remote's `mf-manifest.json` (`metaData.ssrRemoteEntry`), read from the
 * same place the browser reads it: the configured `MF_*_URL`, else the copy this server hosts. A
 * redeployed remote is picked up without a restart: a hosted manifest is read again when the file
 * changes, a configured one at most every `MANIFEST_RECHECK_MS`.
 *
 * Remote code runs with the server's rights, so it is only ever taken from those configured places,
 * never from a URL a request names; its entry is a bare file name under `server/` beside the
 * manifest, and it may `require` nothing but the shared singletons the shell's build hands it.
 */

/** What the shell's renderer is given per request (shell/src/server/render-app.tsx). */
export interface RenderInput {
  path: string;
  search: string;
  lang: 'en' | 'ar';
  remotes: Partial<Record<RemoteName, unknown>>;
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  budgetMs: number;
  origin?: string;
}

/** The shell's renderer module (shell/src/server/entry.ts), as far as the server uses it. */
export interface ShellServer {
  /** The page whole, in document order. */
  renderApp(
    input: RenderInput,
  ): Promise<{ html: string; head: string; state: unknown; status: 200 | 404; clientRendered: string[] }>;
  /** The page streamed: the shell's frame first, each remote's part as it finishes (absent from older builds). */
  streamApp?(input: RenderInput & { nonce: string; holdMs?: number }): Promise<{
    head: string;
    body: Readable;
    done: Promise<{ state: unknown; clientRendered: string[]; status: 200 | 404 }>;
  }>;
  shared: Readonly<Record<string, unknown>>;
}

interface SsrEntry {
  name: string;
  path: string;
}

const FILE_NAME = /^[\w.-]+\.c?js$/;
/** How often a manifest on another host is asked for again. */
export const MANIFEST_RECHECK_MS = 5_000;
/** How long a failed remote load is remembered before it is tried again. */
const FAILURE_RETRY_MS = 5_000;

/** `metaData.ssrRemoteEntry` of a manifest, when it names a file in `server/` beside it. */
export function ssrEntryOf(manifest: unknown): SsrEntry | undefined {
  const entry = (manifest as { metaData?: { ssrRemoteEntry?: { name?: unknown; path?: unknown } } } | null)?.metaData
    ?.ssrRemoteEntry;
  if (typeof entry?.name !== 'string' || !FILE_NAME.test(entry.name) || entry.path !== 'server') return undefined;
  return { name: entry.name, path: entry.path };
}

interface Source {
  /** A key that changes when the manifest does (mtime and size, or the manifest's text). */
  version: string;
  entry: SsrEntry | undefined;
  /** Reads the entry's code. */
  read(entry: SsrEntry): Promise<string>;
  /** Where the browser build's files are, as the page addresses them (asset URLs in the markup). */
  publicPath: string;
}

/** The version of a hosted remote's manifest (mtime and size), read without reading the file. */
async function hostedVersion(file: string): Promise<string> {
  const stat = await fs.stat(file);
  return `${stat.mtimeMs} ${stat.size}`;
}

function hostedManifest(config: Config, remote: RemoteName): string {
  const root = remoteRoot(config.webRoot, remote);
  if (!root) throw new Error(`unknown remote ${remote}`);
  return path.join(root, 'mf-manifest.json');
}

async function hostedSource(config: Config, remote: RemoteName): Promise<Source> {
  const file = hostedManifest(config, remote);
  const version = await hostedVersion(file);
  const root = path.dirname(file);
  return {
    version,
    entry: ssrEntryOf(JSON.parse(await fs.readFile(file, 'utf8'))),
    read: (entry) => fs.readFile(path.join(root, entry.path, entry.name), 'utf8'),
    publicPath: `${REMOTES_PREFIX}${remote}/`,
  };
}

async function fetchText(url: URL): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000), redirect: 'error' });
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  return response.text();
}

async function configuredSource(manifestUrl: string): Promise<Source> {
  const url = new URL(manifestUrl);
  const text = await fetchText(url);
  return {
    version: text,
    entry: ssrEntryOf(JSON.parse(text)),
    read: (entry) => fetchText(new URL(`${entry.path}/${entry.name}`, url)),
    publicPath: new URL('.', url).href,
  };
}

/**
 * Runs a remote's Node build (CommonJS, one file) with a `require` that answers only the shared
 * singletons, and calls its `init(publicPath)`: the remote's `./pages` module.
 */
export function evaluateRemote(code: string, filename: string, shared: ShellServer['shared'], publicPath: string) {
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, {
    filename,
  }) as (exports: object, require: (id: string) => unknown, module: { exports: object }, f: string, d: string) => void;
  const module = { exports: {} as { init?: unknown } };
  const requireShared = (id: string) => {
    if (!Object.hasOwn(shared, id)) throw new Error(`${filename} requires "${id}", which the shell does not share`);
    return shared[id];
  };
  wrapper.call(module.exports, module.exports, requireShared, module, filename, '/');
  const { init } = module.exports;
  if (typeof init !== 'function') throw new Error(`${filename} exports no init()`);
  return (init as (publicPath: string) => unknown)(publicPath);
}

interface LoadedRemote {
  version: string;
  checkedAt: number;
  /** The remote's `./pages` module, or why it could not be loaded. */
  module: unknown;
  /** The shell's singletons it was given: a new shell build means loading it again. */
  shared: ShellServer['shared'];
}

export interface ServerEntries {
  /** The shell's renderer, or undefined when its build has none (then pages are not server-rendered). */
  shell(): Promise<ShellServer | undefined>;
  /** A remote's `./pages` module for the server, or the reason it cannot be had now. */
  remote(remote: RemoteName, shell: ShellServer): Promise<unknown>;
  /**
   * Loads the shell's renderer and every storefront remote's server entry now, so the first visitors
   * of a server just started do not wait for them (or, past the render's budget, get a part rendered
   * in their browser). Never rejects: a remote that cannot be loaded is logged and retried as usual.
   */
  warm(): Promise<void>;
}

/** The remotes whose pages the server renders (the admin is rendered in the browser). */
const STOREFRONT_REMOTES = REMOTE_NAMES.filter((name) => name !== 'admin');

export function serverEntries(config: Config, log: Logger): ServerEntries {
  const shellDist = path.join(config.webRoot, 'shell', 'dist');
  let shellLoaded: { version: string; server: ShellServer | undefined } | undefined;
  const remotes = new Map<RemoteName, LoadedRemote>();
  const loads = new Map<RemoteName, Promise<unknown>>();
  const nodeRequire = createRequire(__filename);

  async function shell(): Promise<ShellServer | undefined> {
    const file = path.join(shellDist, 'mf-manifest.json');
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat) return undefined;
    const version = `${stat.mtimeMs} ${stat.size}`;
    if (shellLoaded?.version === version) return shellLoaded.server;
    let server: ShellServer | undefined;
    try {
      const entry = ssrEntryOf(JSON.parse(await fs.readFile(file, 'utf8')));
      // The shell is this site's own build, read from its own folder: required as a module.
      server = entry ? (nodeRequire(path.join(shellDist, entry.path, entry.name)) as ShellServer) : undefined;
    } catch (error) {
      log.error('The shell\u2019s server renderer could not be loaded: pages are rendered in the browser', error);
    }
    shellLoaded = { version, server };
    return server;
  }

  async function load(name: RemoteName, shellServer: ShellServer, known: LoadedRemote | undefined) {
    const configured = config.remoteManifestUrls[name];
    let module: unknown;
    let version = '';
    try {
      const source = configured ? await configuredSource(configured) : await hostedSource(config, name);
      version = source.version;
      if (known?.version === version && known.shared === shellServer.shared && !(known.module instanceof Error)) {
        known.checkedAt = Date.now();
        return known.module;
      }
      if (!source.entry) throw new Error(`the ${name} remote's manifest names no server entry (ssrRemoteEntry)`);
      const code = await source.read(source.entry);
      const filename = `${name}/${source.entry.path}/${source.entry.name}`;
      module = evaluateRemote(code, filename, shellServer.shared, source.publicPath);
    } catch (error) {
      module = error instanceof Error ? error : new Error(String(error));
      if (!(known?.module instanceof Error)) log.warn(`The ${name} remote renders in the browser: ${String(module)}`);
    }
    remotes.set(name, { version, checkedAt: Date.now(), module, shared: shellServer.shared });
    return module;
  }

  /** Whether the remote loaded (or failed) last time may answer now without looking again. */
  async function stillCurrent(name: RemoteName, known: LoadedRemote, shellServer: ShellServer): Promise<boolean> {
    if (known.shared !== shellServer.shared) return false;
    const age = Date.now() - known.checkedAt;
    if (known.module instanceof Error) return age < FAILURE_RETRY_MS;
    if (config.remoteManifestUrls[name]) return age < MANIFEST_RECHECK_MS;
    return (await hostedVersion(hostedManifest(config, name)).catch(() => '')) === known.version;
  }

  async function remote(name: RemoteName, shellServer: ShellServer): Promise<unknown> {
    const known = remotes.get(name);
    if (known && (await stillCurrent(name, known, shellServer))) return known.module;
    // One load at a time per remote: the requests that arrive meanwhile share it.
    let loading = loads.get(name);
    if (!loading) {
      loading = load(name, shellServer, known).finally(() => loads.delete(name));
      loads.set(name, loading);
    }
    return loading;
  }

  async function warm(): Promise<void> {
    const shellServer = await shell();
    if (!shellServer) return;
    await Promise.all(STOREFRONT_REMOTES.map((name) => remote(name, shellServer)));
  }

  return { shell, remote, warm };
}
