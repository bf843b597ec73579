/** The brand colours the generated illustrations (catalogue images, article covers) are drawn in. */
export const NAVY = '#0e3a4a';
export const TEAL = '#134e5e';
export const DEEP = '#0a2c38';
export const GOLD = '#d4a24c';
export const GOLD_LIGHT = '#e8c27a';
export const GOLD_DARK = '#b3842f';
export const PALE = '#e8f1f2';
export const MIST = '#9fc3c9';
