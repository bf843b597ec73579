import path from 'node:path';
import { REMOTE_NAMES, type Config, type RemoteName } from '../config';

/** Where each remote's build lives under WEB_ROOT and under which URL prefix it is served. */
export const REMOTE_DIRECTORIES: Readonly<Record<RemoteName, string>> = {
  catalog: 'mf-catalog',
  cart_checkout: 'mf-cart-checkout',
  blog: 'mf-blog',
  admin: 'mf-admin',
};

export const REMOTES_PREFIX = '/remotes/';

/** Build folder of a remote, or undefined for a name that is not one of ours. */
export function remoteRoot(webRoot: string, name: string): string | undefined {
  const remote = REMOTE_NAMES.find((known) => known === name);
  return remote === undefined ? undefined : path.join(webRoot, REMOTE_DIRECTORIES[remote], 'dist');
}

/**
 * The body of `/remotes.json`: each remote's `mf-manifest.json` URL. Configured URLs win;
 * otherwise the copy this server hosts, made absolute with `origin` because the federation
 * runtime resolves a remote's chunks relative to its manifest URL.
 */
export function remoteManifests(config: Config, origin: string): Record<RemoteName, string> {
  const url = (remote: RemoteName) =>
    config.remoteManifestUrls[remote] ?? `${origin}${REMOTES_PREFIX}${remote}/mf-manifest.json`;
  return { catalog: url('catalog'), cart_checkout: url('cart_checkout'), blog: url('blog'), admin: url('admin') };
}
