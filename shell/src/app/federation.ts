/**
 * Runtime discovery of the remotes: the shell is built without any remote URL.
 * At first use it reads /remotes.json (written by the server from MF_*_URL) and
 * registers each remote's mf-manifest.json with the federation runtime.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName } from '@ogulf/web-kit';

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
  return module;
}

/** Drops what the runtime cached for a remote (including a failed entry load) so the next load starts afresh. */
export async function forgetRemote(remote: RemoteName): Promise<void> {
  const urls = await ensureRegistered();
  registerRemotes([{ name: remote, entry: urls[remote] }], { force: true });
}
