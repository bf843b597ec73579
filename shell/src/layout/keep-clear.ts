/** A box on screen, as `getBoundingClientRect` gives it. */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Where the floating button goes: raised by `lift` pixels, or out of sight when no height is free. */
export interface Placement {
  lift: number;
  hidden: boolean;
}

/**
 * How far the floating button must rise from its resting box `rest` to keep `gap` pixels clear of
 * every box in `keepClear` that shares its column (one above another, it rises above them all),
 * and whether it must hide instead, because it would then reach above `minTop` (under the header).
 * Boxes without size (display: none) are ignored.
 */
export function placeClear(rest: Box, keepClear: readonly Box[], gap: number, minTop: number): Placement {
  const boxes = keepClear.filter((box) => box.bottom > box.top && box.right > box.left);
  let lift = 0;
  // Each pass raises the button above what it touches; a box above that one is met in the next.
  for (let pass = 0; pass <= boxes.length; pass++) {
    const top = rest.top - lift;
    const bottom = rest.bottom - lift;
    const touched = boxes.filter(
      (box) =>
        box.left < rest.right + gap && box.right > rest.left - gap && box.top < bottom + gap && box.bottom > top - gap,
    );
    if (touched.length === 0) break;
    lift = Math.max(lift, ...touched.map((box) => rest.bottom - box.top + gap));
  }
  if (lift === 0) return { lift: 0, hidden: false };
  return rest.top - lift < minTop ? { lift: 0, hidden: true } : { lift, hidden: false };
}
