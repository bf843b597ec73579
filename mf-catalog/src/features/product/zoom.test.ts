import { clampView, FIT, pan, pinch, zoomBy, type Point } from './zoom';

const [W, H] = [400, 400];

describe('zoom view', () => {
  it('zooms in and out within 1 to 4 times', () => {
    let view = zoomBy(FIT, 1.5, W, H);
    expect(view.scale).toBe(1.5);
    for (let i = 0; i < 6; i++) view = zoomBy(view, 1.5, W, H);
    expect(view.scale).toBe(4);
    for (let i = 0; i < 8; i++) view = zoomBy(view, 1 / 1.5, W, H);
    expect(view).toEqual(FIT);
  });

  it('pans an enlarged picture but never past its edge, and not at all at its own size', () => {
    const twice = zoomBy(FIT, 2, W, H);
    expect(pan(twice, 50, -30, W, H)).toEqual({ scale: 2, x: 50, y: -30 });
    expect(pan(twice, 900, -900, W, H)).toEqual({ scale: 2, x: 200, y: -200 });
    expect(pan(FIT, 80, 80, W, H)).toEqual(FIT);
  });

  it('follows two fingers: spreading them enlarges, and the picture moves with their midpoint', () => {
    /** Two fingers on one level, at `x1` and `x2`. */
    const fingers = (x1: number, x2: number, y = 200): [Point, Point] => [
      { x: x1, y },
      { x: x2, y },
    ];
    const start = fingers(150, 250);
    const spread = pinch(FIT, start, fingers(100, 300), W, H);
    expect(spread).toEqual({ scale: 2, x: 0, y: 0 });
    expect(pinch(FIT, start, fingers(120, 320, 220), W, H)).toEqual({ scale: 2, x: 20, y: 20 });
    expect(pinch(spread, start, fingers(190, 210), W, H)).toEqual(FIT);
  });

  it('pulls a view that no longer fits back inside the picture', () => {
    expect(clampView({ scale: 9, x: -5000, y: 10 }, W, H)).toEqual({ scale: 4, x: -600, y: 10 });
  });
});
