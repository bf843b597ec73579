/**
 * A federation runtime plugin of the shell: it hands its bundler runtime (the layer between rspack's
 * generated federation code and the runtime core) to the production remotes, which are built
 * without one of their own (`BUNDLER_RUNTIME_GLOBAL` in index.mjs), as `externalRuntime` already
 * hands them the runtime core. Each remote entry otherwise carried its own copy, ~10 KB gzip on
 * every page.
 *
 * The paths name the ES module files rspack's federation plugin imports (through the aliases of
 * `federationEsmAliases` in index.mjs), so the shell keeps one copy. The shell exposes nothing, so its copy is built without `initContainerEntry` (a remote
 * needs it to join the share scope); that function is added here. Each remote gets its own state
 * objects (share scope, options); only the functions are shared, and they keep their state on the
 * remote's own `__webpack_require__`.
 */
// The copy @module-federation/enhanced installs (and rspack's plugin imports), not one of our own.
// eslint-disable-next-line import-x/no-extraneous-dependencies
import federation from '@module-federation/webpack-bundler-runtime/dist/index.js';
// eslint-disable-next-line import-x/no-extraneous-dependencies
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

const { runtime } = federation;

/**
 * The runtime's own `init`, less its build identifier: the shell's copy carries the shell's, with
 * which it would find the shell's instance for every remote (and fail renaming it). A remote's
 * instance is found by its name, as a remote's own copy finds it when its entry runs again.
 */
function init(options) {
  const normalized = { ...options, id: options.id || '' };
  const existing = runtime.getInstance(
    (instance) =>
      instance.options.name === options.name &&
      (options.version ? instance.options.version === options.version : !instance.options.version),
  );
  if (!existing) return runtime.createInstance(normalized);
  existing.initOptions(normalized);
  return existing;
}

globalThis._OGULF_FEDERATION_BUNDLER_RUNTIME = () => ({
  ...federation,
  runtime: { ...runtime, init },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntimeOptions: {},
  bundlerRuntime: { ...federation.bundlerRuntime, S: {}, initContainerEntry },
});

export default function provideBundlerRuntimePlugin() {
  return { name: 'ogulf-provide-bundler-runtime' };
}
