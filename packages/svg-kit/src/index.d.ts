/** The brand colours every generated picture is drawn in. */
export const NAVY: '#0e3a4a';
export const TEAL: '#134e5e';
export const DEEP: '#0a2c38';
export const GOLD: '#d4a24c';
export const GOLD_LIGHT: '#e8c27a';
export const GOLD_DARK: '#b3842f';
export const PALE: '#e8f1f2';
export const MIST: '#9fc3c9';

/** Materials the illustrators share. */
export const STEEL: '#9aa5ad';
export const STEEL_DARK: '#6b767e';
export const CHROME: '#c9d1d6';
export const SCREEN: '#134e5e';
export const LEAF: '#6fae8f';
export const LEAF_DARK: '#4f8f71';

/** A number as SVG text, rounded to a tenth (`12.3`, `-0.5`, `40`). */
export function n(value: number): string;

/**
 * The shapes take their coordinates and a fill; `extra` is more attributes as SVG text
 * (`opacity="0.5"`, with or without the leading space).
 */
export function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  rx?: number,
  extra?: string,
): string;
export function circle(cx: number, cy: number, r: number, fill: string, extra?: string): string;
export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra?: string): string;
export function path(d: string, fill: string, extra?: string): string;
/** A round-capped line. */
export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra?: string,
): string;

/** `make(0)`, `make(1)`, … `make(count - 1)`. */
export function times<T>(count: number, make: (index: number) => T): T[];

/** `hex` (`#rrggbb`) mixed towards black (amount < 0) or white (amount > 0); `amount` from -1 to 1. */
export function shade(hex: string, amount: number): string;

/** The 32-bit FNV-1a hash of `text`, unsigned. */
export function fnv1a(text: string): number;

/** A small deterministic generator of numbers in [0, 1) (mulberry32) from a 32-bit seed. */
export function mulberry32(seed: number): () => number;

/** `mulberry32` seeded with the FNV-1a hash of `seed`: the same text always gives the same sequence. */
export function seededRandom(seed: string): () => number;
