import { pageScrollLeft, scrollEdges } from './slider-scroll';

describe('scrollEdges', () => {
  it('knows the start and the end of a left-to-right row', () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 1000, clientWidth: 400 })).toEqual({
      atStart: true,
      atEnd: false,
    });
    expect(scrollEdges({ scrollLeft: 300, scrollWidth: 1000, clientWidth: 400 })).toEqual({
      atStart: false,
      atEnd: false,
    });
    expect(scrollEdges({ scrollLeft: 599, scrollWidth: 1000, clientWidth: 400 })).toEqual({
      atStart: false,
      atEnd: true,
    });
  });

  it('reads the negative offsets of a right-to-left row', () => {
    expect(scrollEdges({ scrollLeft: -2, scrollWidth: 1000, clientWidth: 400 })).toEqual({
      atStart: true,
      atEnd: false,
    });
    expect(scrollEdges({ scrollLeft: -600, scrollWidth: 1000, clientWidth: 400 })).toEqual({
      atStart: false,
      atEnd: true,
    });
  });

  it('treats a row that fits as both at the start and at the end', () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 400, clientWidth: 400 })).toEqual({ atStart: true, atEnd: true });
  });
});

describe('pageScrollLeft', () => {
  it('scrolls most of a row forward or back, mirrored in right-to-left rows', () => {
    expect(pageScrollLeft(1, 1000, 'ltr')).toBe(900);
    expect(pageScrollLeft(-1, 1000, 'ltr')).toBe(-900);
    expect(pageScrollLeft(1, 1000, 'rtl')).toBe(-900);
    expect(pageScrollLeft(-1, 1000, 'rtl')).toBe(900);
  });
});
