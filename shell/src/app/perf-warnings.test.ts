import {
  NO_SHIFT,
  addLayoutShift,
  firstInputWarning,
  largestPaintWarning,
  layoutShiftWarning,
  type LayoutShiftLike,
} from './perf-warnings';

describe('largestPaintWarning', () => {
  it('warns with the figure only above 2500 ms', () => {
    expect(largestPaintWarning({ startTime: 2500 })).toBeNull();
    expect(largestPaintWarning({ startTime: 2812.4 })).toBe('[perf] LCP 2812 ms > 2500 ms');
  });
});

describe('firstInputWarning', () => {
  it('measures how long the first input waited (processingStart - startTime), warning above 100 ms', () => {
    expect(firstInputWarning({ startTime: 5000, processingStart: 5100 })).toBeNull();
    expect(firstInputWarning({ startTime: 5000, processingStart: 5240.6 })).toBe('[perf] FID 241 ms > 100 ms');
    // Late in the page's life is no excuse: only the wait counts, not when it happened.
    expect(firstInputWarning({ startTime: 90_000, processingStart: 90_020 })).toBeNull();
  });
});

describe('layout shift', () => {
  const shift = (value: number, startTime: number, hadRecentInput = false): LayoutShiftLike => ({
    value,
    startTime,
    hadRecentInput,
  });
  const score = (shifts: LayoutShiftLike[]) => shifts.reduce(addLayoutShift, NO_SHIFT);

  it('adds shifts close together and warns once they exceed 0.1', () => {
    expect(layoutShiftWarning(score([shift(0.05, 100), shift(0.05, 600)]))).toBeNull();
    expect(layoutShiftWarning(score([shift(0.05, 100), shift(0.04, 600), shift(0.03, 900)]))).toBe(
      '[perf] CLS 0.120 > 0.1',
    );
  });

  it('ignores shifts that follow the user’s own input', () => {
    expect(layoutShiftWarning(score([shift(0.08, 100), shift(0.5, 300, true), shift(0.01, 500)]))).toBeNull();
  });

  it('scores the worst burst rather than the whole visit, so a long session of small shifts is fine', () => {
    const spread = Array.from({ length: 10 }, (_, i) => shift(0.04, i * 2000));
    expect(score(spread).worst).toBeCloseTo(0.04);
    expect(layoutShiftWarning(score(spread))).toBeNull();
    // A burst is cut after 5 s even when its shifts keep coming less than 1 s apart.
    const steady = Array.from({ length: 12 }, (_, i) => shift(0.01, i * 900));
    expect(score(steady).worst).toBeCloseTo(0.06);
  });
});
