/**
 * The hero's three drawn scenes (made by `mf-catalog/scripts/draw-hero.mjs`), each at 828 and
 * 1600 px wide; imported so the build hashes them for long caching.
 */
import itLarge from './hero-it-1600.webp';
import itSmall from './hero-it-828.webp';
import meetingLarge from './hero-meeting-1600.webp';
import meetingSmall from './hero-meeting-828.webp';
import officeLarge from './hero-office-1600.webp';
import officeSmall from './hero-office-828.webp';

export interface HeroSlide {
  /** Names the slide's texts under `home.hero.slides.*`. */
  key: 'office' | 'meeting' | 'it';
  small: string;
  large: string;
}

/** Intrinsic size of every scene (16:10), given to the browser so nothing shifts while it loads. */
export const HERO_IMAGE_SIZE = { width: 1600, height: 1000 } as const;

/** The widths the picture takes: the half-width column on desktops, the full container below. */
export const HERO_IMAGE_SIZES = '(min-width: 1248px) 580px, (min-width: 1024px) 47vw, calc(100vw - 2rem)';

export const HERO_SLIDES: readonly HeroSlide[] = [
  { key: 'office', small: officeSmall, large: officeLarge },
  { key: 'meeting', small: meetingSmall, large: meetingLarge },
  { key: 'it', small: itSmall, large: itLarge },
];

export const heroSrcSet = (slide: HeroSlide): string => `${slide.small} 828w, ${slide.large} 1600w`;
