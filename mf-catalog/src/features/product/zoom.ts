/** How a picture sits in the zoom view: enlarged `scale` times about its centre, then moved by x, y pixels. */
export interface View {
  scale: number;
  x: number;
  y: number;
}

export const ZOOM = { min: 1, max: 4, step: 1.5 } as const;
export const FIT: View = { scale: 1, x: 0, y: 0 };

/**
 * `view` kept inside the picture: the scale within the limits, and the offset no larger than what
 * the enlargement adds on each side of a `width` x `height` picture, so its edge never comes in.
 */
export function clampView(view: View, width: number, height: number): View {
  const scale = Math.min(ZOOM.max, Math.max(ZOOM.min, view.scale));
  const limitX = ((scale - 1) * width) / 2;
  const limitY = ((scale - 1) * height) / 2;
  const within = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value)) || 0;
  return { scale, x: within(view.x, limitX), y: within(view.y, limitY) };
}

/** `view` zoomed by `factor` about its centre (buttons, keys, a double tap); the offset grows with it. */
export function zoomBy(view: View, factor: number, width: number, height: number): View {
  const scale = Math.min(ZOOM.max, Math.max(ZOOM.min, view.scale * factor));
  const ratio = scale / view.scale;
  return clampView({ scale, x: view.x * ratio, y: view.y * ratio }, width, height);
}

export interface Point {
  x: number;
  y: number;
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * The view while two fingers pinch: the scale follows the fingers' spread since `start` (when the
 * view was `from`), and the picture follows their midpoint.
 */
export function pinch(from: View, start: [Point, Point], now: [Point, Point], width: number, height: number): View {
  const spread = distance(now[0], now[1]) / Math.max(1, distance(start[0], start[1]));
  const before = middle(...start);
  const after = middle(...now);
  const scale = Math.min(ZOOM.max, Math.max(ZOOM.min, from.scale * spread));
  const ratio = scale / from.scale;
  return clampView(
    { scale, x: from.x * ratio + (after.x - before.x), y: from.y * ratio + (after.y - before.y) },
    width,
    height,
  );
}

/** The view after one finger (or the mouse) dragged an enlarged picture by dx, dy. */
export function pan(from: View, dx: number, dy: number, width: number, height: number): View {
  return clampView({ ...from, x: from.x + dx, y: from.y + dy }, width, height);
}
