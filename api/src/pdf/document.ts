import PDFDocument from 'pdfkit';
import { visualRuns, type Direction, type Script, type VisualRun } from './bidi';
import { font, fontDraws, fontName, SCRIPTS, WEIGHTS, type Weight } from './fonts';

/**
 * A PDF page writer for documents with English and Arabic side by side (invoices, quotations):
 * every piece of text goes through the bidi layout (`bidi.ts`), so an Arabic line reads right to
 * left with its letters joined, and numbers and Latin words inside it keep their order. Positions
 * are in PDF points from the page's top left corner; the caller lays out, this draws and measures.
 */

export interface TextStyle {
  /** Points (10 unless told). */
  size?: number;
  weight?: Weight;
  /** `#rrggbb`. */
  color?: string;
}

export type Align = 'left' | 'right' | 'center';

export interface TextBox {
  /** Left edge of the box the text is aligned in. */
  x: number;
  /** Top of the first line. */
  y: number;
  width: number;
  align?: Align;
  /** Base direction (from the text's first strong letter unless told). */
  direction?: Direction;
  style?: TextStyle;
}

export interface DocumentOptions {
  title: string;
  subject?: string;
  author: string;
  /** Page margin in points on every side. */
  margin: number;
}

/** A4 in points. */
export const A4 = { width: 595.28, height: 841.89 } as const;

const DEFAULT_SIZE = 10;
const TEXT_COLOR = '#1f2937';
// IBM Plex Sans Arabic's ascent and descent (1.085 and 0.415 em): room for Arabic's marks above
// and below; a line's baseline sits one ascent below its top.
const LINE_HEIGHT = 1.5;
const BASELINE = 1.085;

/**
 * Widths of runs at size 1, by font and text: wrapping measures a line once per word it tries, and
 * each measure is a full OpenType layout (most of a document's time). The same for every document;
 * cleared when full rather than kept in order, since a document's texts repeat within it.
 */
const WIDTHS = new Map<string, number>();
const MAX_WIDTHS = 20_000;

/** The part of pdfkit's embedded font (not in its types) that `ligaturesReadBackwards` rewrites. */
interface EmbeddedFont {
  /** The text of each glyph of the subset, by its id there. */
  unicode: Array<number[] | undefined>;
}

export class BilingualDocument {
  readonly pdf: PDFKit.PDFDocument;
  readonly margin: number;
  readonly pageWidth = A4.width;
  readonly pageHeight = A4.height;
  private readonly runCache = new Map<string, VisualRun[]>();
  /** Where the next block goes on the current page (the flow's cursor). */
  y: number;
  /** Draws what each page after the first starts with (a short header) and answers where the flow goes on. */
  onNewPage: (document: BilingualDocument) => number = (document) => document.margin;

  constructor(options: DocumentOptions) {
    this.margin = options.margin;
    this.y = options.margin;
    // Margins are kept here, not by pdfkit: it would otherwise add pages for text placed near the foot.
    this.pdf = new PDFDocument({
      size: 'A4',
      margin: 0,
      bufferPages: true,
      info: { Title: options.title, Author: options.author, ...(options.subject ? { Subject: options.subject } : {}) },
      lang: 'en',
      displayTitle: true,
    });
    for (const script of SCRIPTS)
      for (const weight of WEIGHTS)
        // pdfkit 0.20 takes a fontkit font where its types say a file (PDFFontFactory.open).
        this.pdf.registerFont(fontName(script, weight), font(script, weight) as unknown as Buffer);
  }

  /** Left and right edges of the writable area. */
  get left(): number {
    return this.margin;
  }
  get right(): number {
    return this.pageWidth - this.margin;
  }
  get contentWidth(): number {
    return this.right - this.left;
  }
  /** The lowest y a line may reach. */
  get bottom(): number {
    return this.pageHeight - this.margin;
  }

  /** Height of one line of text in `style`. */
  lineHeight(style: TextStyle = {}): number {
    return (style.size ?? DEFAULT_SIZE) * LINE_HEIGHT;
  }

  /** Width of one line (no wrapping). */
  measure(text: string, style: TextStyle = {}, direction: Direction = 'auto'): number {
    return this.runs(text, direction).reduce((sum, run) => sum + this.runWidth(run, style), 0);
  }

  /**
   * The lines `text` takes in `width`, broken at spaces (a word longer than the width is cut).
   * Breaks are found in logical order, so a wrapped Arabic phrase goes on reading from the right.
   */
  wrap(text: string, width: number, style: TextStyle = {}, direction: Direction = 'auto'): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line === '' ? word : `${line} ${word}`;
        if (this.measure(candidate, style, direction) <= width) {
          line = candidate;
          continue;
        }
        if (line !== '') lines.push(line);
        line = word;
        while (this.measure(line, style, direction) > width && [...line].length > 1) {
          const [head, rest] = this.cut(line, width, style, direction);
          lines.push(head);
          line = rest;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /**
   * Draws `text` in the box, wrapped to its width, and answers the height it took. Each line is
   * aligned on its own: right-aligned Arabic lines end at the box's right edge.
   */
  text(text: string, box: TextBox): number {
    const style = box.style ?? {};
    const direction = box.direction ?? 'auto';
    const lines = this.wrap(text, box.width, style, direction);
    lines.forEach((line, index) => this.line(line, { ...box, y: box.y + index * this.lineHeight(style) }));
    return lines.length * this.lineHeight(style);
  }

  /** Draws one line (no wrapping) aligned in the box. */
  line(text: string, box: TextBox): void {
    const style = box.style ?? {};
    const runs = this.runs(text, box.direction ?? 'auto');
    const widths = runs.map((run) => this.runWidth(run, style));
    const total = widths.reduce((sum, width) => sum + width, 0);
    const align = box.align ?? 'left';
    let x = align === 'left' ? box.x : align === 'right' ? box.x + box.width - total : box.x + (box.width - total) / 2;
    const baseline = box.y + (style.size ?? DEFAULT_SIZE) * BASELINE;
    this.pdf.fillColor(style.color ?? TEXT_COLOR);
    runs.forEach((run, index) => {
      this.setFont(run.script, style);
      // `features: []` makes pdfkit give fontkit the whole run (not word by word), so fontkit
      // shapes it and orders a right-to-left run itself; the default features still apply.
      this.pdf.text(run.text, x, baseline, { lineBreak: false, baseline: 'alphabetic', features: [] });
      x += widths[index]!;
    });
  }

  /** A horizontal rule. */
  rule(y: number, options: { x1?: number; x2?: number; color?: string; width?: number } = {}): void {
    this.pdf
      .save()
      .moveTo(options.x1 ?? this.left, y)
      .lineTo(options.x2 ?? this.right, y)
      .lineWidth(options.width ?? 0.75)
      .strokeColor(options.color ?? '#d1d5db')
      .stroke()
      .restore();
  }

  /** A filled rectangle (a header band, a table's shading). */
  fill(x: number, y: number, width: number, height: number, color: string): void {
    this.pdf.save().rect(x, y, width, height).fillColor(color).fill().restore();
  }

  /** Starts a new page with its header (`onNewPage`) and moves the cursor below it. */
  addPage(): void {
    this.pdf.addPage({ size: 'A4', margin: 0 });
    this.y = this.margin;
    this.y = this.onNewPage(this);
  }

  /** Starts a new page unless `height` fits below the cursor (above `reserve` points kept free at the foot). */
  ensureSpace(height: number, reserve = 0): void {
    if (this.y + height > this.bottom - reserve) this.addPage();
  }

  /** How many pages the document has so far. */
  get pageCount(): number {
    return this.pdf.bufferedPageRange().count;
  }

  /** Draws on every page once the document is laid out (`draw(page, pages)`, 1-based): page numbers, footers. */
  eachPage(draw: (page: number, pages: number) => void): void {
    const { start, count } = this.pdf.bufferedPageRange();
    for (let index = 0; index < count; index += 1) {
      this.pdf.switchToPage(start + index);
      draw(index + 1, count);
    }
  }

  /** Ends the document and answers its bytes. */
  finish(): Promise<Buffer> {
    this.ligaturesReadBackwards();
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      this.pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.pdf.on('end', () => resolve(Buffer.concat(chunks)));
      this.pdf.on('error', reject);
      this.pdf.end();
    });
  }

  private runs(text: string, direction: Direction): VisualRun[] {
    // Wrapping measures each line again for every word it tries.
    const key = `${direction}|${text}`;
    let runs = this.runCache.get(key);
    if (runs === undefined) {
      runs = visualRuns(text, direction, fontDraws);
      this.runCache.set(key, runs);
    }
    return runs;
  }

  /**
   * Text extractors (poppler's pdftotext) read a right-to-left line from its glyphs in drawn order
   * and reverse the letters, so a ligature's letters (lam-alef, the font's بي) came out reversed
   * too: الأثاث was extracted as الألثاث. The Arabic fonts draw only right-to-left runs, so each of
   * their ligatures gets its text written last letter first in the font's ToUnicode map, and
   * reads right once reversed. pdfkit writes that map from `unicode` when the document ends (its
   * EmbeddedFont, pdfkit 0.20); the arrays are fontkit's own, so they are replaced, not reversed.
   */
  private ligaturesReadBackwards(): void {
    const fonts = (this.pdf as unknown as { _fontFamilies: Record<string, EmbeddedFont | undefined> })._fontFamilies;
    for (const weight of WEIGHTS) {
      const font = fonts[fontName('arabic', weight)];
      if (font) font.unicode = font.unicode.map((codes) => (codes && codes.length > 1 ? [...codes].reverse() : codes));
    }
  }

  private runWidth(run: VisualRun, style: TextStyle): number {
    const size = style.size ?? DEFAULT_SIZE;
    const key = `${fontName(run.script, style.weight ?? 'regular')}|${run.text}`;
    let width = WIDTHS.get(key);
    if (width === undefined) {
      this.setFont(run.script, { ...style, size: 1 });
      width = this.pdf.widthOfString(run.text, { features: [] });
      if (WIDTHS.size >= MAX_WIDTHS) WIDTHS.clear();
      WIDTHS.set(key, width);
    }
    return width * size;
  }

  private setFont(script: Script, style: TextStyle): void {
    this.pdf.font(fontName(script, style.weight ?? 'regular')).fontSize(style.size ?? DEFAULT_SIZE);
  }

  /** The longest head of `word` that fits in `width`, and the rest. */
  private cut(word: string, width: number, style: TextStyle, direction: Direction): [string, string] {
    const chars = [...word];
    let fits = 1;
    while (fits < chars.length && this.measure(chars.slice(0, fits + 1).join(''), style, direction) <= width) fits += 1;
    return [chars.slice(0, fits).join(''), chars.slice(fits).join('')];
  }
}
