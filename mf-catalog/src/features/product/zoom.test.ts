import { clampView, FIT, pan, pinch, zoomBy } from './zoom';

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
    const start: [{ x: number; y: number }, { x: number; y: number }] = [
      { x: 150, y: 200 },
      { x: 250, y: 200 },
    ];
    const spread = pinch(
      FIT,
      start,
      [
        { x: 100, y: 200 },
        { x: 300, y: 200 },
      ],
      W,
      H,
    );
    expect(spread).toEqual({ scale: 2, x: 0, y: 0 });
    const moved = pinch(
      FIT,
      start,
      [
        { x: 120, y: 220 },
        { x: 320, y: 220 },
      ],
      W,
      H,
    );
    expect(moved).toEqual({ scale: 2, x: 20, y: 20 });
    const closed = pinch(
      spread,
      start,
      [
        { x: 190, y: 200 },
        { x: 210, y: 200 },
      ],
      W,
      H,
    );
    expect(closed).toEqual(FIT);
  });

  it('pulls a view that no longer fits back inside the picture', () => {
    expect(clampView({ scale: 9, x: -5000, y: 10 }, W, H)).toEqual({ scale: 4, x: -600, y: 10 });
  });
});
