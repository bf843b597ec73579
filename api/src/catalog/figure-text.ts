import { n, NAVY } from '@ogulf/svg-kit';
import { font } from '../pdf/fonts';

/**
 * A short Latin text ("120 cm") as glyph outlines in SVG, centred on (x, y) and turned by
 * `rotate` degrees, on a white tag so grid lines do not run through it. Outlines, not `<text>`:
 * the drawing then looks the same wherever it is rendered, with or without fonts installed, and
 * uses the shop's own typeface (IBM Plex Sans, from the PDF documents' fonts).
 */
export function figureText(text: string, x: number, y: number, size: number, rotate = 0): string {
  const face = font('latin', 'bold');
  const run = face.layout(text);
  const scale = size / face.unitsPerEm;
  let pen = 0;
  const glyphs = run.glyphs.map((glyph, index) => {
    const position = run.positions[index]!;
    const outline = `<path transform="translate(${n(pen + position.xOffset)} 0)" d="${glyph.path.toSVG()}"/>`;
    pen += position.xAdvance;
    return outline;
  });
  const tagWidth = pen * scale + 20;
  return [
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${rotate})">`,
    `<rect x="${n(-tagWidth / 2)}" y="${n(-size * 0.7)}" width="${n(tagWidth)}" height="${n(size * 1.4)}" rx="6" fill="#ffffff"/>`,
    `<g fill="${NAVY}" transform="scale(${scale} ${-scale}) translate(${n(-pen / 2)} ${n(-face.capHeight / 2)})">`,
    ...glyphs,
    '</g></g>',
  ].join('');
}
