import { describeCover, renderCoverSvg } from './cover-image';

/** Checks that every element is closed in order (enough to catch broken markup). */
function unbalancedTags(svg: string): string[] {
  const stack: string[] = [];
  const problems: string[] = [];
  for (const [tag, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) stack.push(name!);
    else if (stack.pop() !== name) problems.push(tag);
  }
  return [...problems, ...stack];
}

const TAGS = [
  'office-chairs',
  'desks',
  'storage',
  'security',
  'bank-equipment',
  'it-products',
  'meeting-rooms',
  'reception',
  'home-furniture',
  'lighting',
  'sustainability',
  'stationery',
  'planning',
  'qatar',
  undefined,
];

describe('renderCoverSvg', () => {
  it.each(TAGS)('draws well-formed, text-free 1200x630 markup for the tag %s', (tag) => {
    const svg = renderCoverSvg('best-standing-desks-for-doha-offices', tag);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1200 630"/);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(unbalancedTags(svg)).toEqual([]);
    expect(svg).not.toMatch(/<text|<script|<image|href=|NaN|undefined/);
    expect(svg).toContain('#0e3a4a');
    expect(svg).toContain('#134e5e');
    expect(svg).toContain('#d4a24c');
  });

  it('draws the same image for the same slug and tag', () => {
    expect(renderCoverSvg('a-slug', 'desks')).toBe(renderCoverSvg('a-slug', 'desks'));
  });

  it('draws a different object per tag and a different composition per slug', () => {
    expect(renderCoverSvg('a-slug', 'security')).not.toBe(renderCoverSvg('a-slug', 'lighting'));
    expect(renderCoverSvg('a-slug', 'desks')).not.toBe(renderCoverSvg('another-slug', 'desks'));
  });
});

describe('describeCover', () => {
  it('names the object the tag selects and the prop the slug selects', () => {
    expect(describeCover('x', 'security')).toMatch(
      /^Illustration of a steel safe with a combination dial (beside|below|next to) .+, on a navy background with gold accents$/,
    );
    expect(describeCover('x', 'office-chairs')).toContain('an ergonomic office chair');
    expect(describeCover('x', 'sustainability')).not.toContain('beside a potted plant');
    expect(describeCover('x', 'unknown-tag')).toContain('an office desk');
  });

  it('says the same in Arabic: the same object and prop', () => {
    expect(describeCover('x', 'security', 'ar')).toMatch(
      /^رسم توضيحي يظهر فيه خزنة فولاذية بقرص أرقام (بجانب|تحت|قرب) .+، على خلفية زرقاء داكنة بلمسات ذهبية$/,
    );
    const props = {
      'beside a potted plant': 'بجانب نبتة',
      'below a wall clock': 'تحت ساعة',
      'next to a framed': 'قرب لوحة',
    };
    for (const slug of ['a', 'b', 'c', 'd', 'e']) {
      const [en, ar] = [describeCover(slug, 'desks'), describeCover(slug, 'desks', 'ar')];
      for (const [english, arabic] of Object.entries(props)) expect(ar.includes(arabic)).toBe(en.includes(english));
    }
  });
});
