/**
 * Performance warnings (spec section 8): a console warning with the figure when the largest
 * contentful paint exceeds 2500 ms, the first input waits more than 100 ms, or layout shift
 * exceeds 0.1. Buffered observers catch what happened before they started; a browser without
 * an entry type simply gets no observer for it. The thresholds are pure functions below.
 */

export const PERF_THRESHOLDS = { largestPaintMs: 2500, firstInputDelayMs: 100, layoutShift: 0.1 } as const;

/** The warning for a largest-contentful-paint candidate, or null when it is within budget. */
export function largestPaintWarning(entry: { startTime: number }): string | null {
  const ms = Math.round(entry.startTime);
  return ms > PERF_THRESHOLDS.largestPaintMs ? `[perf] LCP ${ms} ms > ${PERF_THRESHOLDS.largestPaintMs} ms` : null;
}

/** The warning for the first input: how long it waited for the page (`processingStart - startTime`). */
export function firstInputWarning(entry: { startTime: number; processingStart: number }): string | null {
  const ms = Math.round(entry.processingStart - entry.startTime);
  return ms > PERF_THRESHOLDS.firstInputDelayMs
    ? `[perf] FID ${ms} ms > ${PERF_THRESHOLDS.firstInputDelayMs} ms`
    : null;
}

export interface LayoutShiftLike {
  value: number;
  startTime: number;
  hadRecentInput: boolean;
}

/** Layout shift so far, in session windows (shifts < 1 s apart, a window at most 5 s): the score is the worst window. */
export interface ShiftScore {
  current: number;
  windowStart: number;
  lastShift: number;
  worst: number;
}

export const NO_SHIFT: ShiftScore = { current: 0, windowStart: -Infinity, lastShift: -Infinity, worst: 0 };

/** Adds one shift; shifts right after the user's own input are expected and do not count. */
export function addLayoutShift(score: ShiftScore, shift: LayoutShiftLike): ShiftScore {
  if (shift.hadRecentInput) return score;
  const sameWindow = shift.startTime - score.lastShift < 1000 && shift.startTime - score.windowStart < 5000;
  const current = sameWindow ? score.current + shift.value : shift.value;
  const windowStart = sameWindow ? score.windowStart : shift.startTime;
  return { current, windowStart, lastShift: shift.startTime, worst: Math.max(score.worst, current) };
}

export function layoutShiftWarning(score: ShiftScore): string | null {
  return score.worst > PERF_THRESHOLDS.layoutShift
    ? `[perf] CLS ${score.worst.toFixed(3)} > ${PERF_THRESHOLDS.layoutShift}`
    : null;
}

/** Observes `type` (buffered) when the browser supports it; `check` returns a warning or null, and the first warning stops it. */
function warnOnce(
  type: string,
  check: (entries: PerformanceEntryList) => string | null,
  warn: (message: string) => void,
): void {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes(type)) return;
  const observer = new PerformanceObserver((list) => {
    const message = check(list.getEntries());
    if (message) {
      warn(message);
      observer.disconnect();
    }
  });
  observer.observe({ type, buffered: true });
}

/** Starts the three observers; each warns once. */
export function watchPerformance(warn: (message: string) => void = console.warn): void {
  const firstOf = <T>(entries: PerformanceEntryList, message: (entry: T) => string | null) => {
    for (const entry of entries) {
      const found = message(entry as T);
      if (found) return found;
    }
    return null;
  };
  warnOnce('largest-contentful-paint', (entries) => firstOf(entries, largestPaintWarning), warn);
  warnOnce('first-input', (entries) => firstOf<PerformanceEventTiming>(entries, firstInputWarning), warn);
  let score = NO_SHIFT;
  warnOnce(
    'layout-shift',
    (entries) => {
      for (const entry of entries) score = addLayoutShift(score, entry as PerformanceEntry & LayoutShiftLike);
      return layoutShiftWarning(score);
    },
    warn,
  );
}
