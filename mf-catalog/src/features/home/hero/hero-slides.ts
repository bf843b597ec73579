/**
 * The hero's picture geometry. The slides themselves come from the API (`GET /api/hero-slides`,
 * edited in the dashboard); the built-in three are the scenes drawn by `mf-catalog/scripts/draw-hero.mjs`.
 */

/** Intrinsic size of every scene (16:10), given to the browser so nothing shifts while it loads. */
export const HERO_IMAGE_SIZE = { width: 1600, height: 1000 } as const;

/** The widths the picture takes: the half-width column on desktops, the full container below. */
export const HERO_IMAGE_SIZES = '(min-width: 1248px) 580px, (min-width: 1024px) 47vw, calc(100vw - 2rem)';
