import bidiFactory from 'bidi-js';

/**
 * A line of text cut into the pieces a PDF draws one after the other from left to right
 * (Unicode Bidirectional Algorithm, UAX #9, with bidi-js for the levels and mirroring).
 *
 * pdfkit has no bidi of its own: it lays a string out word by word from left to right, so an
 * Arabic phrase came out with its words in reverse order. Here each line is cut into runs of one
 * embedding level and one script; the runs are put in visual order (rule L2), and each run is
 * given to fontkit whole, which shapes Arabic (joining forms, lam-alef) in logical order and then
 * reverses the glyphs of a right-to-left run itself. Runs fontkit would not reverse (neutrals
 * such as " - " or "(" resolved right-to-left) are reversed here, with their mirrored forms
 * (rule L4), so "(ذهبي)" keeps its brackets the right way round; Arabic-Indic digits, which
 * fontkit would reverse, are given to it reversed.
 */

const bidi = bidiFactory();

/** Which font draws a run: the Latin one (Latin-1), the Latin Extended one, or the Arabic one. */
export type Script = 'latin' | 'latin-ext' | 'arabic';

// The fonts asked in turn for a character no rule below gives to one font.
const FALLBACK: readonly Script[] = ['latin', 'latin-ext', 'arabic'];

export interface VisualRun {
  /** The run's text as fontkit must be given it (logical order for Arabic, reversed for RTL neutrals). */
  text: string;
  script: Script;
  /** Resolved right to left. */
  rtl: boolean;
}

/** The base direction of a line: given, or from its first strong character (rules P2, P3). */
export type Direction = 'ltr' | 'rtl' | 'auto';

// Letters and marks of the Arabic script; fontkit picks the right-to-left shaper for these.
const ARABIC_LETTER = /\p{Script=Arabic}/u;
// Characters the Arabic font should draw: the script's own and the ones it shares (the Arabic comma).
const ARABIC_USE = /\p{Script_Extensions=Arabic}/u;
const SPACE = /\s/u;
// Bidi controls steer the levels but have no glyph: they are not drawn.
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/**
 * `text` kept left to right as one unit inside a right-to-left line (Unicode's LEFT-TO-RIGHT
 * ISOLATE ... POP DIRECTIONAL ISOLATE): a phone number, an e-mail address, an invoice number
 * or an amount whose parts would otherwise be laid out right to left ("+974 4412 3456" shown as
 * "3456 4412 974+").
 */
export function leftToRight(text: string): string {
  return `\u2066${text}\u2069`;
}

/** A text's own direction: that of its first letter (rules P2, P3); left to right when it has none. */
export function baseDirection(text: string): 'ltr' | 'rtl' {
  const level = bidi.getEmbeddingLevels(text).paragraphs[0]?.level ?? 0;
  return level % 2 === 1 ? 'rtl' : 'ltr';
}

interface Piece {
  text: string;
  level: number;
  script: Script;
}

/**
 * The runs of one line (no line breaks inside) in the order they are drawn, left to right.
 * `canDraw(script, char)` tells whether a font has a glyph, so a character only one font has
 * (the Arabic comma, a Latin letter) is drawn by that one.
 */
export function visualRuns(
  line: string,
  direction: Direction,
  canDraw: (script: Script, char: string) => boolean,
): VisualRun[] {
  if (line === '') return [];
  const embedding = bidi.getEmbeddingLevels(line, direction === 'auto' ? undefined : direction);
  const mirrored = bidi.getMirroredCharactersMap(line, embedding.levels);
  const pieces: Piece[] = [];
  let index = 0;
  for (const char of line) {
    if (BIDI_CONTROL.test(char)) {
      index += char.length;
      continue;
    }
    const level = embedding.levels[index] ?? 0;
    const shown = mirrored.get(index) ?? char;
    const script = scriptOf(shown, level, canDraw);
    const last = pieces[pieces.length - 1];
    if (last && last.level === level && last.script === script) {
      last.text += shown;
    } else pieces.push({ text: shown, level, script });
    index += char.length;
  }
  return reorder(pieces).map(({ text, level, script }) => {
    const rtl = level % 2 === 1;
    // fontkit reverses a run when it finds the Arabic script in it, right to left or not (Arabic-Indic
    // digits are left to right); where its guess differs from the resolved direction, the run is
    // given to it reversed, and fontkit's reversal (or none) leaves it in visual order.
    const reversed = rtl !== ARABIC_LETTER.test(text) ? [...text].reverse().join('') : text;
    return { text: reversed, script, rtl };
  });
}

/**
 * The font of one character: Arabic for the Arabic script, and for spaces between right-to-left
 * words, so an Arabic phrase stays one run that fontkit shapes and orders whole.
 */
function scriptOf(char: string, level: number, canDraw: (script: Script, char: string) => boolean): Script {
  if (ARABIC_USE.test(char)) return canDraw('arabic', char) ? 'arabic' : 'latin';
  if (level % 2 === 1 && SPACE.test(char) && canDraw('arabic', char)) return 'arabic';
  return FALLBACK.find((script) => canDraw(script, char)) ?? 'latin';
}

/** Rule L2: from the highest level down to the lowest odd one, reverse every sequence at that level or above. */
function reorder(pieces: Piece[]): Piece[] {
  const result = [...pieces];
  const levels = result.map((piece) => piece.level);
  const highest = Math.max(...levels);
  const lowestOdd = Math.min(...levels.map((level) => (level % 2 === 1 ? level : level + 1)));
  for (let level = highest; level >= lowestOdd; level -= 1) {
    let start = 0;
    while (start < result.length) {
      if (result[start]!.level < level) {
        start += 1;
        continue;
      }
      let end = start;
      while (end + 1 < result.length && result[end + 1]!.level >= level) end += 1;
      const reversed = result.slice(start, end + 1).reverse();
      result.splice(start, reversed.length, ...reversed);
      start = end + 1;
    }
  }
  return result;
}
