import { clampQuantity, paragraphs, QUANTITY_MAX } from './quantity';

describe('clampQuantity', () => {
  it('keeps a quantity within 1–999 as a whole number', () => {
    expect(clampQuantity(5)).toBe(5);
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-3)).toBe(1);
    expect(clampQuantity(1000)).toBe(QUANTITY_MAX);
    expect(clampQuantity(2.7)).toBe(2);
  });

  it('reads what was typed, treating blank or junk as 1', () => {
    expect(clampQuantity(' 12 ')).toBe(12);
    expect(clampQuantity('')).toBe(1);
    expect(clampQuantity('abc')).toBe(1);
    expect(clampQuantity('99999')).toBe(QUANTITY_MAX);
  });
});

describe('paragraphs', () => {
  it('splits a description on blank lines and drops empty parts', () => {
    expect(paragraphs('One.\n\nTwo\nstill two.\n \n\nThree.')).toEqual(['One.', 'Two\nstill two.', 'Three.']);
    expect(paragraphs('')).toEqual([]);
    expect(paragraphs(undefined)).toEqual([]);
  });
});
