import {
  autoRotateAllowed,
  carouselReducer,
  initCarousel,
  isRotating,
  keyCommand,
  wrapIndex,
  type CarouselAction,
  type CarouselState,
} from './carousel-state';

const run = (state: CarouselState, ...actions: CarouselAction[]) => actions.reduce(carouselReducer, state);

describe('hero carousel state', () => {
  it('starts on the first slide, rotating when allowed', () => {
    expect(initCarousel(3, true)).toMatchObject({ index: 0, playing: true });
    expect(isRotating(initCarousel(3, true))).toBe(true);
    expect(isRotating(initCarousel(3, false))).toBe(false);
  });

  it('moves forward and back, wrapping around both ends', () => {
    const start = initCarousel(3, true);
    expect(run(start, { type: 'next' }).index).toBe(1);
    expect(run(start, { type: 'next' }, { type: 'next' }, { type: 'next' }).index).toBe(0);
    expect(run(start, { type: 'prev' }).index).toBe(2);
    expect(run(start, { type: 'goTo', index: 2 }).index).toBe(2);
    expect(run(start, { type: 'goTo', index: 5 }).index).toBe(2);
  });

  it('advances on a timer tick only while rotating', () => {
    const start = initCarousel(3, true);
    expect(run(start, { type: 'tick' }).index).toBe(1);
    expect(run(start, { type: 'tick' }, { type: 'tick' }, { type: 'tick' }).index).toBe(0);
    expect(run(start, { type: 'toggle' }, { type: 'tick' }).index).toBe(0);
    expect(run(start, { type: 'hover', value: true }, { type: 'tick' }).index).toBe(0);
    expect(run(start, { type: 'focus', value: true }, { type: 'tick' }).index).toBe(0);
    expect(run(start, { type: 'visibility', hidden: true }, { type: 'tick' }).index).toBe(0);
    expect(run(initCarousel(3, false), { type: 'tick' }).index).toBe(0);
  });

  it('resumes after hover, focus or a hidden tab, but stays paused after the pause button', () => {
    const start = initCarousel(3, true);
    const held = run(
      start,
      { type: 'hover', value: true },
      { type: 'focus', value: true },
      { type: 'visibility', hidden: true },
    );
    expect(isRotating(held)).toBe(false);
    const released = run(
      held,
      { type: 'hover', value: false },
      { type: 'focus', value: false },
      { type: 'visibility', hidden: false },
    );
    expect(isRotating(released)).toBe(true);

    const paused = run(start, { type: 'toggle' }, { type: 'hover', value: true }, { type: 'hover', value: false });
    expect(paused.playing).toBe(false);
    expect(isRotating(paused)).toBe(false);
    expect(isRotating(run(paused, { type: 'toggle' }))).toBe(true);
  });

  it('lets a visitor start it when it began still, and stops it for good on pause', () => {
    expect(isRotating(run(initCarousel(3, false), { type: 'toggle' }))).toBe(true);
    expect(run(initCarousel(3, true), { type: 'pause' }, { type: 'pause' }).playing).toBe(false);
  });

  it('never rotates a single slide', () => {
    expect(isRotating(initCarousel(1, true))).toBe(false);
  });
});

describe('autoRotateAllowed', () => {
  it('holds the slides still under reduced motion and on low-tier devices', () => {
    expect(autoRotateAllowed({ reducedMotion: false, deviceTier: 'high' })).toBe(true);
    expect(autoRotateAllowed({ reducedMotion: false, deviceTier: undefined })).toBe(true);
    expect(autoRotateAllowed({ reducedMotion: true, deviceTier: 'high' })).toBe(false);
    expect(autoRotateAllowed({ reducedMotion: false, deviceTier: 'low' })).toBe(false);
  });
});

describe('keyCommand', () => {
  it('goes forward with the arrow that points in the reading direction', () => {
    expect(keyCommand('ArrowRight', 'ltr')).toBe('next');
    expect(keyCommand('ArrowLeft', 'ltr')).toBe('prev');
    expect(keyCommand('ArrowLeft', 'rtl')).toBe('next');
    expect(keyCommand('ArrowRight', 'rtl')).toBe('prev');
    expect(keyCommand('Home', 'rtl')).toBe('first');
    expect(keyCommand('End', 'ltr')).toBe('last');
    expect(keyCommand('Enter', 'ltr')).toBeNull();
  });
});

describe('wrapIndex', () => {
  it('wraps negative and large indexes, and is 0 without slides', () => {
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(4, 0)).toBe(0);
  });
});
