import { desktopColumns } from './category-grid';
import { categoryHref } from './category-card';

describe('desktopColumns', () => {
  it('picks the column count that leaves the fullest last row, preferring 4', () => {
    expect(desktopColumns(9)).toBe(3);
    expect(desktopColumns(6)).toBe(3);
    expect(desktopColumns(5)).toBe(3);
    expect(desktopColumns(8)).toBe(4);
    expect(desktopColumns(7)).toBe(4);
    expect(desktopColumns(10)).toBe(4);
    expect(desktopColumns(12)).toBe(4);
    expect(desktopColumns(4)).toBe(4);
  });
});

describe('categoryHref', () => {
  it('links the listing by the English category name', () => {
    expect(categoryHref({ name: 'Office Chairs & Seating' })).toBe(
      '/products?category=Office%20Chairs%20%26%20Seating',
    );
  });
});
