import { SLUG_PATTERN } from '../content/slug';
import { catalogSlug } from './slug';

describe('catalogSlug', () => {
  it.each([
    ['Office Furniture', 'office-furniture'],
    ['Office Chairs & Seating', 'office-chairs-seating'],
    ['L-Shaped Manager Desk 160 cm', 'l-shaped-manager-desk-160-cm'],
    ["Mahogany Director's Desk 220 cm", 'mahogany-directors-desk-220-cm'],
    ['15.6-inch Everyday Laptop', '15-6-inch-everyday-laptop'],
    ['2×2 LED Video Wall', '2x2-led-video-wall'],
    ['Colour Toner Value Pack (CMY)', 'colour-toner-value-pack-cmy'],
    ['  Café  Table — Oak ', 'cafe-table-oak'],
    ['كرسي مكتب', 'كرسي-مكتب'],
  ])('turns %j into %j', (name, slug) => {
    expect(catalogSlug(name)).toBe(slug);
    expect(slug).toMatch(SLUG_PATTERN);
  });
});
