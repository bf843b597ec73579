import { note } from './toast-fixture';
import { createDismissClock, isDismissSwipe, visibleToasts } from './toast-model';

function clock() {
  let t = 50_000;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

describe('visibleToasts', () => {
  it('shows at most 3: the newest, oldest of them first', () => {
    const five = [1, 2, 3, 4, 5].map((id) => note(id));
    expect(visibleToasts(five).map((n) => n.id)).toEqual([3, 4, 5]);
    expect(visibleToasts(five.slice(0, 2)).map((n) => n.id)).toEqual([1, 2]);
  });
});

describe('dismiss clock', () => {
  it('closes a notification after 4000 ms on screen', () => {
    const time = clock();
    const timers = createDismissClock(time.now);
    const list = [note(1)];
    timers.sync(list);
    timers.resume();
    expect(timers.nextIn(list)).toBe(4000);
    time.advance(3999);
    expect(timers.due(list)).toEqual([]);
    time.advance(1);
    expect(timers.due(list)).toEqual([1]);
  });

  it('stops counting while paused (hovered or focused) and goes on with the time that was left', () => {
    const time = clock();
    const timers = createDismissClock(time.now);
    const list = [note(1)];
    timers.sync(list);
    timers.resume();
    time.advance(3000);
    timers.pause();
    time.advance(60_000);
    expect(timers.due(list)).toEqual([]);
    expect(timers.nextIn(list)).toBeNull();
    timers.resume();
    expect(timers.nextIn(list)).toBe(1000);
    time.advance(1000);
    expect(timers.due(list)).toEqual([1]);
  });

  it('gives a newcomer its full time, and its own duration', () => {
    const time = clock();
    const timers = createDismissClock(time.now);
    timers.resume();
    const first = [note(1)];
    timers.sync(first);
    time.advance(3000);
    const both = [note(1), note(2, { durationMs: 10_000 })];
    timers.sync(both);
    expect(timers.nextIn(both)).toBe(1000);
    time.advance(1000);
    expect(timers.due(both)).toEqual([1]);
    const second = both.slice(1);
    timers.sync(second);
    expect(timers.nextIn(second)).toBe(9000);
  });

  it('never closes a notification asked to stay (Infinity)', () => {
    const time = clock();
    const timers = createDismissClock(time.now);
    const list = [note(1, { durationMs: Infinity })];
    timers.sync(list);
    timers.resume();
    time.advance(3_600_000);
    expect(timers.due(list)).toEqual([]);
    expect(timers.nextIn(list)).toBeNull();
  });
});

describe('isDismissSwipe', () => {
  it('dismisses a swipe of 45 px or more in either direction, however slow', () => {
    expect(isDismissSwipe(45, 2000)).toBe(true);
    expect(isDismissSwipe(-60, 2000)).toBe(true);
    expect(isDismissSwipe(44, 2000)).toBe(false);
  });

  it('dismisses a shorter flick faster than 0.11 px/ms', () => {
    expect(isDismissSwipe(30, 200)).toBe(true); // 0.15 px/ms
    expect(isDismissSwipe(-30, 200)).toBe(true);
    expect(isDismissSwipe(22, 200)).toBe(false); // exactly 0.11
    expect(isDismissSwipe(30, 400)).toBe(false); // 0.075 px/ms
  });

  it('keeps a notification for a tiny jitter, even a quick one', () => {
    expect(isDismissSwipe(4, 5)).toBe(false);
  });
});
