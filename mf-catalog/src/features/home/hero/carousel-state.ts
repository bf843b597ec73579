/**
 * The hero carousel's state, kept pure so the rules are testable without a browser: which slide
 * shows, whether the visitor wants it rotating (the pause/play button), and what holds it still
 * for now (pointer over it, keyboard focus inside, the tab hidden). It rotates only when the
 * visitor wants it and nothing holds it; a tick that arrives while held changes nothing.
 */

/** Spec section 9: the hero advances every 5 seconds. */
export const SLIDE_INTERVAL_MS = 5000;

export interface CarouselState {
  index: number;
  count: number;
  /** The visitor's choice (pause/play); false from the start under reduced motion or on a low-tier device. */
  playing: boolean;
  hovered: boolean;
  focused: boolean;
  hidden: boolean;
}

export type CarouselAction =
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'goTo'; index: number }
  | { type: 'tick' }
  | { type: 'toggle' }
  | { type: 'pause' }
  | { type: 'hover'; value: boolean }
  | { type: 'focus'; value: boolean }
  | { type: 'visibility'; hidden: boolean };

/** `index` brought into 0…count-1, wrapping at both ends. */
export const wrapIndex = (index: number, count: number): number => (count > 0 ? ((index % count) + count) % count : 0);

export function initCarousel(count: number, autoRotate: boolean): CarouselState {
  return { index: 0, count, playing: autoRotate, hovered: false, focused: false, hidden: false };
}

/** True while the slides change by themselves. */
export const isRotating = (state: CarouselState): boolean =>
  state.count > 1 && state.playing && !state.hovered && !state.focused && !state.hidden;

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case 'next':
      return { ...state, index: wrapIndex(state.index + 1, state.count) };
    case 'prev':
      return { ...state, index: wrapIndex(state.index - 1, state.count) };
    case 'goTo':
      return { ...state, index: wrapIndex(action.index, state.count) };
    case 'tick':
      return isRotating(state) ? { ...state, index: wrapIndex(state.index + 1, state.count) } : state;
    case 'toggle':
      return { ...state, playing: !state.playing };
    case 'pause':
      return state.playing ? { ...state, playing: false } : state;
    case 'hover':
      return state.hovered === action.value ? state : { ...state, hovered: action.value };
    case 'focus':
      return state.focused === action.value ? state : { ...state, focused: action.value };
    case 'visibility':
      return state.hidden === action.hidden ? state : { ...state, hidden: action.hidden };
  }
}

/** Whether the carousel may start rotating by itself: not under reduced motion, not on a low-tier device. */
export function autoRotateAllowed(env: { reducedMotion: boolean; deviceTier: string | undefined }): boolean {
  return !env.reducedMotion && env.deviceTier !== 'low';
}

/**
 * What an arrow key does: the arrow pointing in the reading direction goes forward, so in Arabic
 * (right to left) the left arrow shows the next slide. Home and End jump to the ends.
 */
export function keyCommand(key: string, dir: 'ltr' | 'rtl'): 'next' | 'prev' | 'first' | 'last' | null {
  switch (key) {
    case 'ArrowRight':
      return dir === 'rtl' ? 'prev' : 'next';
    case 'ArrowLeft':
      return dir === 'rtl' ? 'next' : 'prev';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return null;
  }
}
