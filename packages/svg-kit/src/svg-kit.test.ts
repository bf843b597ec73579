import { circle, fnv1a, line, mulberry32, rect, seededRandom, shade } from './index.js';

describe('shapes', () => {
  it('write coordinates rounded to a tenth and extra attributes with or without their leading space', () => {
    expect(rect(1.04, 2.25, 10, 20, '#fff', 3, 'opacity="0.5"')).toBe(
      '<rect x="1" y="2.3" width="10" height="20" rx="3" fill="#fff" opacity="0.5"/>',
    );
    expect(rect(0, 0, 1, 1, '#000', 0, ' opacity="0.5"')).toBe(
      '<rect x="0" y="0" width="1" height="1" fill="#000" opacity="0.5"/>',
    );
    expect(circle(5, 5, 2.5, 'red')).toBe('<circle cx="5" cy="5" r="2.5" fill="red"/>');
    expect(line(0, 0, 3, 4, 'blue', 2)).toBe(
      '<line x1="0" y1="0" x2="3" y2="4" stroke="blue" stroke-width="2" stroke-linecap="round"/>',
    );
  });
});

describe('shade', () => {
  it('mixes a colour towards black or white', () => {
    expect(shade('#808080', -1)).toBe('#000000');
    expect(shade('#808080', 1)).toBe('#ffffff');
    expect(shade('#d4a24c', 0)).toBe('#d4a24c');
  });
});

describe('seededRandom', () => {
  it('repeats its sequence for a seed and stays within [0, 1)', () => {
    const a = seededRandom('seed');
    const b = seededRandom('seed');
    const values = Array.from({ length: 100 }, () => a());
    expect(values).toEqual(Array.from({ length: 100 }, () => b()));
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(seededRandom('other')()).not.toBe(values[0]);
  });

  it('is mulberry32 seeded with the FNV-1a hash of the text', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(seededRandom('cover:x')()).toBe(mulberry32(fnv1a('cover:x'))());
  });
});
