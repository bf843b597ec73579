import { figureText } from './figure-text';
import {
  ART_KINDS,
  COLOURS,
  extentOf,
  renderBannerSvg,
  renderDetailSvg,
  renderDimensionsSvg,
  renderProductSvg,
} from './illustrations';

describe('renderProductSvg', () => {
  it.each(ART_KINDS)('draws a %s as a text-free 800x800 SVG', (kind) => {
    const svg = renderProductSvg({ kind, colour: 'walnut', seed: `test-${kind}` });
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 800 800" width="800" height="800">/,
    );
    expect(svg).toMatch(/<\/svg>$/);
    expect(svg).not.toMatch(/<text|<script|<image|href=|NaN|undefined/);
  });

  it('gives the same art the same bytes, and another slug or colour another picture', () => {
    const art = { kind: 'chair-mesh', colour: 'black', seed: 'ergonomic-mesh-task-chair' } as const;
    expect(renderProductSvg(art)).toBe(renderProductSvg({ ...art }));
    expect(renderProductSvg({ ...art, seed: 'another-chair' })).not.toBe(renderProductSvg(art));
    expect(renderProductSvg(art)).toContain(COLOURS.black.hex);
    expect(renderProductSvg({ ...art, colour: 'red' })).toContain(COLOURS.red.hex);
  });
});

describe('renderDetailSvg', () => {
  it.each(ART_KINDS)('draws a %s small with a lens on one part of it, text-free and the same every time', (kind) => {
    const art = { kind, colour: 'oak', seed: `detail-${kind}` } as const;
    const svg = renderDetailSvg(art);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 800 800"/);
    expect(svg).toMatch(/<clipPath id="d[0-9a-f]{8}">/);
    expect(svg).not.toMatch(/<text|<script|<image|href=|NaN|undefined|Infinity/);
    expect(svg).toBe(renderDetailSvg({ ...art }));
    expect(svg).not.toBe(renderProductSvg(art));
    expect(svg).not.toBe(renderDetailSvg({ ...art, seed: 'another' }));
  });
});

describe('renderDimensionsSvg', () => {
  it.each(ART_KINDS)('draws a %s with its width, depth and height in cm as outlines, not text', (kind) => {
    const figures: string[] = [];
    const svg = renderDimensionsSvg(
      { kind, colour: 'walnut', seed: `dims-${kind}` },
      { width: '180', depth: '85', height: '75' },
      (text, x, y, size, rotate) => {
        figures.push(text);
        return figureText(text, x, y, size, rotate);
      },
    );
    expect(figures).toEqual(['180 cm', '75 cm', '85 cm']);
    expect(svg).toMatch(/viewBox="0 0 800 800"/);
    expect(svg).not.toMatch(/<text|<script|<image|href=|NaN|undefined|Infinity/);
  });

  it('measures an object by the shapes it is drawn with', () => {
    expect(
      extentOf(
        '<rect x="-50" y="-120" width="100" height="120" fill="#000"/><circle cx="0" cy="-140" r="10" fill="#000"/>',
      ),
    ).toEqual({
      left: -50,
      right: 50,
      top: -150,
      bottom: 0,
    });
  });
});

describe('renderBannerSvg', () => {
  it('draws up to three objects on the navy 1200x800 banner', () => {
    const svg = renderBannerSvg({
      kinds: ['desk-executive', 'chair-executive', 'bookcase'],
      colours: ['walnut', 'black', 'oak'],
      seed: 'office-furniture',
    });
    expect(svg).toMatch(/viewBox="0 0 1200 800"/);
    expect(svg).toContain('#0e3a4a');
    expect(svg.match(/<g transform="translate\(/g)).toHaveLength(3);
    expect(svg).not.toMatch(/<text|<script|NaN|undefined/);
  });
});
