/**
 * Remotes registered by their `mf-manifest.json` (federation.ts), without the federation runtime's
 * snapshot and preload plugins: the shell is built with `experiments.optimization.disableSnapshot`
 * (packages/rspack-config), which leaves them out (~1.7 KB gzip on every page). This plugin does the
 * part the site uses: it reads the remote's manifest (through the runtime's own snapshot handler, so
 * its cache, its `fetch` hook with the time limit, and `registerRemotes(..., { force: true })`
 * forgetting a manifest all work as before), points the runtime at the entry the manifest names,
 * and preloads the asked module's own scripts and styles beside that entry.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The fields of a remote's snapshot (the runtime's form of its manifest) read here. */
interface RemoteSnapshot {
  remoteEntry?: string;
  remoteEntryType?: string;
  globalName?: string;
  version?: string;
  buildVersion?: string;
  publicPath?: string;
  getPublicPath?: string;
  modules?: Array<{
    moduleName: string;
    assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } };
  }>;
}

/** A file of the remote's build as an address, as the runtime's `getResourceUrl` makes it. */
export function resourceUrl(snapshot: RemoteSnapshot, file: string): string {
  const code = snapshot.getPublicPath;
  if (code !== undefined) {
    // The manifest's own code (publicPath 'auto': the folder of the manifest), as the runtime runs it.
    const publicPath = code.startsWith('function')
      ? (new Function(`return ${code}`) as () => () => string)()()
      : (new Function(code) as () => string)();
    return `${publicPath}${file}`;
  }
  return `${snapshot.publicPath ?? ''}${file}`;
}

/** The scripts and styles `expose` (`./pages`) needs before it runs, as addresses. */
export function exposeFiles(snapshot: RemoteSnapshot, expose: string): { scripts: string[]; styles: string[] } {
  const name = expose.replace(/^\.\//, '');
  const assets = snapshot.modules?.find((module) => module.moduleName === name)?.assets;
  const url = (file: string) => resourceUrl(snapshot, file);
  return { scripts: (assets?.js?.sync ?? []).map(url), styles: (assets?.css?.sync ?? []).map(url) };
}

/** `<link rel="preload">` for `href`, unless the page already has one for it (the server's hints). */
function preload(href: string, as: 'script' | 'style'): void {
  const absolute = new URL(href, location.href).href;
  const known = Array.from(document.querySelectorAll<HTMLLinkElement>('link[href]')).some(
    (link) => link.href === absolute,
  );
  if (known) return;
  document.head.append(Object.assign(document.createElement('link'), { rel: 'preload', as, href: absolute }));
}

const isManifest = (entry: string) => /\.json(?:[?#]|$)/.test(entry);

export function manifestRemotesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'ogulf-manifest-remotes',
    async afterResolve(args) {
      const { remote, remoteInfo, origin, expose, id } = args;
      if (!('entry' in remote) || !isManifest(remote.entry)) return args;
      const { remoteSnapshot } = await origin.snapshotHandler.loadRemoteSnapshotInfo({ moduleInfo: remote, id });
      const snapshot = remoteSnapshot as RemoteSnapshot;
      if (!snapshot.remoteEntry) throw new Error(`the manifest ${remote.entry} names no remote entry`);
      remoteInfo.entry = resourceUrl(snapshot, snapshot.remoteEntry);
      if (snapshot.remoteEntryType) remoteInfo.type = snapshot.remoteEntryType as typeof remoteInfo.type;
      if (snapshot.globalName) remoteInfo.entryGlobalName = snapshot.globalName;
      remoteInfo.version = snapshot.version;
      remoteInfo.buildVersion = snapshot.buildVersion;
      const { scripts, styles } = exposeFiles(snapshot, expose);
      for (const script of scripts) preload(script, 'script');
      for (const style of styles) preload(style, 'style');
      return { ...args, remoteSnapshot };
    },
  };
}
