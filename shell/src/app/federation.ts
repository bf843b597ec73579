/**
 * Runtime discovery of the remotes: the shell is built without any remote URL.
 * At first use it reads /remotes.json (written by the server from MF_*_URL) and
 * registers each remote's mf-manifest.json with the federation runtime.
 */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { currentLanguage, loadArabicTexts, REMOTE_NAMES, type RemoteName } from '@ogulf/web-kit';
import { timeLimitsPlugin } from './federation-time-limits';
import { manifestRemotesPlugin } from './manifest-remotes';

// In the browser only: a server render gets the remotes' modules handed in (../server/render-app.tsx).
if (typeof window !== 'undefined') registerPlugins([timeLimitsPlugin(), manifestRemotesPlugin()]);

export type RemoteUrls = Record<RemoteName, string>;

let registered: Promise<RemoteUrls> | undefined;

async function fetchRemoteUrls(): Promise<RemoteUrls> {
  const response = await fetch('/remotes.json');
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  const map = (await response.json()) as Partial<Record<string, unknown>>;
  const urls = {} as RemoteUrls;
  for (const name of REMOTE_NAMES) {
    const entry = map[name];
    if (typeof entry !== 'string') throw new Error(`remotes.json has no URL for ${name}`);
    urls[name] = entry;
  }
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: urls[name] })));
  return urls;
}

function ensureRegistered(): Promise<RemoteUrls> {
  registered ??= fetchRemoteUrls().catch((error: unknown) => {
    registered = undefined; // a failed discovery is retried on the next load
    throw error;
  });
  return registered;
}

/** Loads `remote/expose`, throwing when the remote is unreachable so the route's error boundary shows. */
export async function loadRemoteModule<T>(remote: RemoteName, expose: string): Promise<T> {
  await ensureRegistered();
  const module = await loadRemote<T>(`${remote}/${expose}`);
  if (!module) throw new Error(`Remote ${remote} did not provide ${expose}`);
  // A remote may add its Arabic texts as a loader (`addNamespace`), fetched only for the Arabic
  // interface: an Arabic page renders the module once they are in, as the server rendered it.
  if (currentLanguage() === 'ar') await loadArabicTexts();
  return module;
}

/** A request for `link`'s URL of the kind it preloaded, settled when the browser answered it. */
function request(link: HTMLLinkElement): Promise<unknown> {
  if (link.as === 'fetch') return fetch(link.href).catch(() => undefined);
  // A stylesheet for no media still downloads but never applies; a script whose preload failed gets that
  // failure back and runs nothing (and if the browser asks the network anew, running it early is harmless:
  // the federation runtime reuses a loaded entry, and a chunk only registers its modules).
  const element =
    link.as === 'script'
      ? Object.assign(document.createElement('script'), { src: link.href })
      : Object.assign(document.createElement('link'), { rel: 'stylesheet', media: 'not all', href: link.href });
  return new Promise<void>((resolve) => {
    element.onload = element.onerror = () => {
      element.remove();
      resolve();
    };
    document.head.append(element);
  });
}

/**
 * The server preloads the remote a page needs. A preload that failed (the remote was down) stays in
 * Chromium's preload cache and would answer the retry's request with the old failure, so each failed
 * one (marked `data-failed` by its onerror) under the remote's folder is used up by a request of its
 * own first.
 */
function spendFailedPreloads(manifestUrl: string): Promise<unknown> {
  const folder = new URL('.', new URL(manifestUrl, location.href)).href;
  const failed = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][data-failed]')).filter(
    (link) => link.href.startsWith(folder),
  );
  return Promise.all(
    failed.map((link) => {
      link.remove();
      return request(link);
    }),
  );
}

/**
 * Drops what the runtime cached for a remote (including a failed entry load) so the next load starts
 * afresh from its manifest, which may now name another build. The remote's chunk registry
 * (`rspackChunk<name>`, rspack's chunk loading global for the remote's uniqueName) goes too: a new
 * build's runtime would otherwise adopt the chunks the old one loaded, whose ids it shares, and
 * mix the two builds' code.
 */
export async function forgetRemote(remote: RemoteName): Promise<void> {
  const urls = await ensureRegistered();
  await spendFailedPreloads(urls[remote]);
  registerRemotes([{ name: remote, entry: urls[remote] }], { force: true });
  Reflect.deleteProperty(globalThis, `rspackChunk${remote}`);
}

/**
 * A chunk of an already loaded remote that could not be fetched (rspack's ChunkLoadError, for a
 * script or a style): after a redeploy has pruned the build this tab is running, re-resolving the
 * remote's manifest gets the current build.
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'ChunkLoadError' || /^Loading (CSS )?chunk \S+ failed/.test(error.message))
  );
}
