/** @jest-environment jsdom */
import { FIRST_ACTIONS, whenShopperActs } from './first-action';

describe('whenShopperActs', () => {
  it.each(FIRST_ACTIONS)('runs once at the first %s, and not again at the next actions', (type) => {
    const run = jest.fn();
    whenShopperActs(run);
    expect(run).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(run).toHaveBeenCalledTimes(1);
    for (const next of FIRST_ACTIONS) window.dispatchEvent(new Event(next));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits while the page is only loading and showing, and can be cancelled', () => {
    const run = jest.fn();
    const stop = whenShopperActs(run);
    window.dispatchEvent(new Event('load'));
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('resize'));
    expect(run).not.toHaveBeenCalled();
    stop();
    window.dispatchEvent(new Event('pointermove'));
    expect(run).not.toHaveBeenCalled();
  });
});
