import { TOOLTIP_SETTINGS } from './notify';
import { tooltipOpenDelay } from './tooltip';

describe('tooltipOpenDelay', () => {
  it('waits 700 ms on hover when no tooltip closed recently', () => {
    expect(TOOLTIP_SETTINGS.delayMs).toBe(700);
    expect(tooltipOpenDelay(10_000, -Infinity)).toBe(700);
    expect(tooltipOpenDelay(10_000, 9_700)).toBe(700);
  });

  it('opens at once within 300 ms of another tooltip closing', () => {
    expect(TOOLTIP_SETTINGS.skipDelayMs).toBe(300);
    expect(tooltipOpenDelay(10_000, 9_701)).toBe(0);
    expect(tooltipOpenDelay(10_000, 10_000)).toBe(0);
  });
});
