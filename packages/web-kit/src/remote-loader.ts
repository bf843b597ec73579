/**
 * How a remote uses another remote's exposed module without importing its source: the shell
 * provides the loader (federation's `loadRemote` after discovery) and remotes ask web-kit for a
 * module by contract name, e.g. `loadSiblingModule<CartModule>('cart_checkout', 'cart')`.
 */
import type { RemoteName } from './contracts';

export type RemoteModuleLoader = <T>(remote: RemoteName, expose: string) => Promise<T>;

let loader: RemoteModuleLoader | undefined;

/** Called once by the host (the shell, or a remote's standalone host). */
export function provideRemoteLoader(next: RemoteModuleLoader): void {
  loader = next;
}

/** Loads `remote/expose`; rejects when no host provided a loader or the remote is unreachable. */
export function loadSiblingModule<T>(remote: RemoteName, expose: string): Promise<T> {
  if (!loader) return Promise.reject(new Error(`No remote loader: ${remote}/${expose} is unavailable here`));
  return loader<T>(remote, expose);
}
