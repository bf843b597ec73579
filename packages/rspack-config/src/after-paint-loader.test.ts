import { afterPaintLoader, PAINT_FALLBACK_MS } from './after-paint-loader.mjs';

const SCRIPTS = ['/main.0123456789.js', '/extra.abcdef0123.js'];

interface Page {
  /** The `src` of each script the loader added, in order. */
  added: string[];
  parse(): void;
  paint(): void;
  wait(ms: number): void;
}

/**
 * Runs the loader in a page of its own: a document whose `#root` holds server markup or not, a
 * browser that reports paints (buffered, as Chromium does) or not, and a clock moved by hand.
 */
function openPage({
  serverMarkup = true,
  reportsPaint = true,
  hidden = false,
}: { serverMarkup?: boolean; reportsPaint?: boolean; hidden?: boolean } = {}): Page {
  const added: string[] = [];
  const onParsed: Array<() => void> = [];
  let observer: ((list: unknown, self: { disconnect(): void }) => void) | undefined;
  let painted = false;
  const timers: Array<{ at: number; run: () => void }> = [];
  let now = 0;
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    head: {
      appendChild: (node: { src?: string; type?: string; hints?: string }) =>
        added.push(node.hints ?? `${node.type}:${node.src}`),
    },
    querySelectorAll: (selector: string) =>
      selector === 'template[data-after-paint]' ? [{ content: { hints: 'hints' } }] : [],
    createElement: () => ({ src: '', type: '' }),
    getElementById: (id: string) => (id === 'root' ? { firstChild: serverMarkup ? {} : null } : null),
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'DOMContentLoaded') onParsed.push(listener);
    },
  };
  class PerformanceObserver {
    static supportedEntryTypes = reportsPaint ? ['paint', 'resource'] : ['resource'];
    constructor(private readonly callback: (list: unknown, self: { disconnect(): void }) => void) {}
    observe({ type, buffered }: { type: string; buffered?: boolean }) {
      if (type !== 'paint') return;
      observer = this.callback;
      if (buffered && painted) this.fire();
    }
    fire() {
      const callback = observer;
      observer = undefined;
      callback?.({}, { disconnect: () => (observer = undefined) });
    }
  }
  const setTimeout = (run: () => void, ms: number) => timers.push({ at: now + ms, run });
  new Function('document', 'PerformanceObserver', 'setTimeout', afterPaintLoader(SCRIPTS))(
    document,
    PerformanceObserver,
    setTimeout,
  );
  return {
    added,
    parse: () => onParsed.forEach((listener) => listener()),
    paint: () => {
      painted = true;
      if (reportsPaint) observer?.({}, { disconnect: () => (observer = undefined) });
    },
    wait: (ms) => {
      now += ms;
      for (const timer of timers.splice(0).sort((a, b) => a.at - b.at))
        if (timer.at <= now) timer.run();
        else timers.push(timer);
    },
  };
}

/** What the loader adds, in order: the server's code hints (a template's content), then the scripts. */
const MODULES = ['hints', ...SCRIPTS.map((src) => `module:${src}`)];

describe('the shell page’s script loader', () => {
  it('adds the server’s code hints and starts the page’s module scripts, in order, once a server-rendered page is parsed and has painted', () => {
    const page = openPage();
    page.paint();
    expect(page.added).toEqual([]);
    page.parse();
    expect(page.added).toEqual(MODULES);
  });

  it('waits for the first paint when the page is parsed before it', () => {
    const page = openPage();
    page.parse();
    expect(page.added).toEqual([]);
    page.paint();
    expect(page.added).toEqual(MODULES);
    page.paint();
    page.wait(PAINT_FALLBACK_MS);
    expect(page.added).toEqual(MODULES);
  });

  it('never starts them while the page is still being parsed (a streamed page), even after the fallback time', () => {
    const page = openPage();
    page.paint();
    page.wait(PAINT_FALLBACK_MS * 2);
    expect(page.added).toEqual([]);
    page.parse();
    expect(page.added).toEqual(MODULES);
  });

  it('starts them as soon as a client-rendered page (nothing in #root) is parsed', () => {
    const page = openPage({ serverMarkup: false });
    page.parse();
    expect(page.added).toEqual(MODULES);
  });

  it('does not wait for a paint in a hidden tab, which paints nothing until shown', () => {
    const page = openPage({ hidden: true });
    page.parse();
    expect(page.added).toEqual(MODULES);
  });

  it('does not wait for a paint in a browser that reports none', () => {
    const page = openPage({ reportsPaint: false });
    page.parse();
    expect(page.added).toEqual(MODULES);
  });

  it(`starts them after ${PAINT_FALLBACK_MS} ms when no paint was reported by then`, () => {
    const page = openPage();
    page.parse();
    page.wait(PAINT_FALLBACK_MS - 1);
    expect(page.added).toEqual([]);
    page.wait(1);
    expect(page.added).toEqual(MODULES);
  });
});
