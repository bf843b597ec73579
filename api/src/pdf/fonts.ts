import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { create, type Font } from 'fontkit';
import type { Script } from './bidi';

/**
 * The fonts of the PDF documents: IBM Plex Sans Arabic from the npm package
 * @fontsource/ibm-plex-sans-arabic (SIL Open Font License 1.1, its LICENSE file beside the fonts;
 * embedding in documents is allowed). Fontsource splits the family by script: its `arabic` files
 * draw the Arabic script, its `latin` files Latin-1 (English, digits, punctuation) in the
 * family's matching Latin design, IBM Plex Sans, whose own package (@fontsource/ibm-plex-sans,
 * OFL 1.1) gives the rest of Latin (`latin-ext`: ş, ğ, ł, ő...). Read from node_modules, never
 * fetched at run time; pdfkit embeds only the glyphs a document uses.
 *
 * Why not Noto Sans (or Naskh) Arabic: it draws the letters that differ only by their dots (ب ت ث
 * ن ي, ج ح خ, ...) with one shared dotless glyph plus dot marks, and a PDF maps each glyph to one
 * text, so copying or extracting يمين from the PDF gave تمتن. Plex has a glyph for each letter form.
 */

export type Weight = 'regular' | 'bold';

const FILES: Record<Script, Record<Weight, string>> = {
  latin: {
    regular: '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-400-normal.woff',
    bold: '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-700-normal.woff',
  },
  // The Arabic family's Latin is IBM Plex Sans; its own Latin Extended file (Turkish, Polish, ... names).
  'latin-ext': {
    regular: '@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-ext-400-normal.woff',
    bold: '@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-ext-700-normal.woff',
  },
  arabic: {
    regular: '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff',
    bold: '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff',
  },
};

const parsed = new Map<string, Font>();

/**
 * One font, unpacked and parsed once per process and shared by every document: pdfkit takes a
 * fontkit font as it takes a file, and makes each document's subset from it (parsing the four
 * files again was most of a short invoice's time). What fontkit keeps in it between documents is
 * what it read from the file and laid out, never a document's own state.
 */
export function font(script: Script, weight: Weight): Font {
  const name = FILES[script][weight];
  let loaded = parsed.get(name);
  if (loaded === undefined) {
    const file = create(sfntOfWoff(readFileSync(require.resolve(name))));
    if (!('layout' in file)) throw new Error(`${name} is a font collection, not one font`);
    loaded = file;
    parsed.set(name, loaded);
  }
  return loaded;
}

/**
 * The TrueType (sfnt) font inside a WOFF 1.0 file (W3C WOFF: the same tables, each zlib-compressed
 * when that made it smaller). fontkit reads WOFF itself but inflates a table again on every read
 * of it: the glyph table once per glyph, 0.7 s of a 5-line invoice. Unpacked here once instead.
 */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const at = 44 + index * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  const padded = (length: number) => (length + 3) & ~3;
  const header = 12 + 16 * count;
  const sfnt = Buffer.alloc(header + tables.reduce((sum, table) => sum + padded(table.data.length), 0));
  // The offset table's binary-search fields (OpenType spec, "Table Directory").
  const power = 2 ** Math.floor(Math.log2(count));
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(count, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = header;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    table.tag.copy(sfnt, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}

const coverage = new Map<Script, ReadonlySet<number>>();

/** Whether the script's font has a glyph for `char` (both weights cover the same characters). */
export function fontDraws(script: Script, char: string): boolean {
  let codes = coverage.get(script);
  if (codes === undefined) {
    codes = new Set(font(script, 'regular').characterSet);
    coverage.set(script, codes);
  }
  return codes.has(char.codePointAt(0) ?? -1);
}

/** pdfkit's name for a registered font. */
export function fontName(script: Script, weight: Weight): string {
  return `${script}-${weight}`;
}

export const SCRIPTS: readonly Script[] = ['latin', 'latin-ext', 'arabic'];
export const WEIGHTS: readonly Weight[] = ['regular', 'bold'];
