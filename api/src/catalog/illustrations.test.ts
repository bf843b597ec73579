import { ART_KINDS, COLOURS, renderBannerSvg, renderProductSvg } from './illustrations';

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
