import { placeClear } from './keep-clear';

// A 56 px button resting 16 px above the bottom of a 375 x 667 phone screen, at the inline end.
const rest = { top: 595, bottom: 651, left: 303, right: 359 };

describe('placeClear', () => {
  it('stays put when nothing to keep clear is near', () => {
    expect(placeClear(rest, [{ top: 100, bottom: 150, left: 16, right: 359 }], 8, 72)).toEqual({
      lift: 0,
      hidden: false,
    });
  });

  it('rises above a full-width button scrolled to the bottom of the screen', () => {
    const proceed = { top: 610, bottom: 662, left: 16, right: 359 };
    expect(placeClear(rest, [proceed], 8, 72)).toEqual({ lift: 651 - 610 + 8, hidden: false });
  });

  it('rises above a bar fixed to the bottom and above a button just over that bar', () => {
    const bar = { top: 587, bottom: 667, left: 0, right: 375 };
    const above = { top: 520, bottom: 572, left: 16, right: 359 };
    const placement = placeClear(rest, [bar, above], 8, 72);
    expect(placement).toEqual({ lift: 651 - 520 + 8, hidden: false });
  });

  it('ignores a box in another column and a box without size', () => {
    const aside = { top: 600, bottom: 660, left: 16, right: 200 };
    const none = { top: 0, bottom: 0, left: 0, right: 0 };
    expect(placeClear(rest, [aside, none], 8, 72).lift).toBe(0);
  });

  it('hides when rising would take it under the header', () => {
    const tall = { top: 60, bottom: 660, left: 16, right: 359 };
    expect(placeClear(rest, [tall], 8, 72)).toEqual({ lift: 0, hidden: true });
  });
});
