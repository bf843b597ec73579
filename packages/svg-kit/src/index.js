// The drawing kit of the generated pictures: the catalogue's product and banner images
// (api/src/catalog/illustrations.ts), the blog's covers (api/src/content/cover-image.ts) and the
// home page's scenes (mf-catalog/scripts/draw-hero.mjs). Plain JavaScript so that the API, jest and
// a Node script load this one file as it is; its types are in index.d.ts.

// The brand colours every picture is drawn in.
export const NAVY = '#0e3a4a';
export const TEAL = '#134e5e';
export const DEEP = '#0a2c38';
export const GOLD = '#d4a24c';
export const GOLD_LIGHT = '#e8c27a';
export const GOLD_DARK = '#b3842f';
export const PALE = '#e8f1f2';
export const MIST = '#9fc3c9';

// Materials the illustrators share.
export const STEEL = '#9aa5ad';
export const STEEL_DARK = '#6b767e';
export const CHROME = '#c9d1d6';
export const SCREEN = '#134e5e';
export const LEAF = '#6fae8f';
export const LEAF_DARK = '#4f8f71';

export function n(value) {
  return String(Math.round(value * 10) / 10);
}

// Extra attributes come with or without their leading space.
function attrs(extra) {
  if (!extra) return '';
  return extra.startsWith(' ') ? extra : ` ${extra}`;
}

export function rect(x, y, width, height, fill, rx = 0, extra = '') {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}"${attrs(extra)}/>`;
}

export function circle(cx, cy, r, fill, extra = '') {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${attrs(extra)}/>`;
}

export function ellipse(cx, cy, rx, ry, fill, extra = '') {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${attrs(extra)}/>`;
}

export function path(d, fill, extra = '') {
  return `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;
}

export function line(x1, y1, x2, y2, stroke, width, extra = '') {
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}" stroke-linecap="round"${attrs(extra)}/>`;
}

export function times(count, make) {
  return Array.from({ length: count }, (_, index) => make(index));
}

export function shade(hex, amount) {
  const value = Number.parseInt(hex.slice(1), 16);
  const target = amount < 0 ? 0 : 255;
  const mix = (channel) => Math.round(channel + (target - channel) * Math.abs(amount));
  const r = mix((value >> 16) & 255);
  const g = mix((value >> 8) & 255);
  const b = mix(value & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

export function fnv1a(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function mulberry32(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seededRandom(seed) {
  return mulberry32(fnv1a(seed));
}
