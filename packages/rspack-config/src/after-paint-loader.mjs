// The inline script of `scripts-after-paint.mjs` (see there): plain code, tested on its own.

/** Without a paint entry by then (a browser that reports none), the scripts start anyway. */
export const PAINT_FALLBACK_MS = 3000;

/** The loader for the module scripts at `sources`, in order. */
export function afterPaintLoader(sources) {
  const list = JSON.stringify(sources);
  return `(function () {
  var parsed = false, painted = false, started = false;
  function start() {
    if (started || !parsed || !painted) return;
    started = true;
    // The remote's code hints the server wrote for after the paint (remote-preloads.ts in the API).
    var hints = document.querySelectorAll('template[data-after-paint]');
    for (var i = 0; i < hints.length; i++) document.head.appendChild(hints[i].content);
    ${list}.forEach(function (src) {
      var script = document.createElement('script');
      script.type = 'module';
      script.src = src;
      document.head.appendChild(script);
    });
  }
  function paint() {
    painted = true;
    start();
  }
  try {
    if (PerformanceObserver.supportedEntryTypes.indexOf('paint') < 0) throw 0;
    new PerformanceObserver(function (list, observer) {
      observer.disconnect();
      paint();
    }).observe({ type: 'paint', buffered: true });
  } catch (e) {
    painted = true;
  }
  setTimeout(paint, ${PAINT_FALLBACK_MS});
  document.addEventListener('DOMContentLoaded', function () {
    parsed = true;
    var root = document.getElementById('root');
    if (!root || !root.firstChild || document.visibilityState === 'hidden') painted = true;
    start();
  });
})();`;
}
