// Dev only, run right after this app's React Refresh runtime hooks into the page and before React
// starts. react-refresh's stand-in for the DevTools hook does not list the renderers it is given, so
// a second refresh runtime arriving later (a remote's, loaded by the shell) would find no React to
// refresh. Recording them in `hook.renderers`, as the real DevTools hook does, lets every app's runtime
// find the page's one react-dom.
const hook = globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__;
if (hook && hook.renderers instanceof Map && !hook.ogulfRecordsRenderers) {
  const inject = hook.inject;
  hook.inject = function recordRenderer(renderer) {
    const id = inject.apply(this, arguments);
    if (!hook.renderers.has(id)) hook.renderers.set(id, renderer);
    return id;
  };
  hook.ogulfRecordsRenderers = true;
}
