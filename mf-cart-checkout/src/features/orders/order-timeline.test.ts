import type { TimelineEntry } from '@ogulf/contracts';
import { timelineSteps } from './order-timeline';

const change = (status: TimelineEntry['status'], at: string, note = ''): TimelineEntry => ({
  kind: 'status',
  status,
  at,
  note,
});

describe('timelineSteps', () => {
  it('marks the steps passed, the current one and those to come; a skipped step counts as passed', () => {
    const steps = timelineSteps('processing', [
      change('pending', '2026-11-22T06:30:00.000Z'),
      change('processing', '2026-11-23T13:05:00.000Z', 'Packed and labelled'),
    ]);
    expect(steps.map((step) => [step.status, step.state, step.at])).toEqual([
      ['pending', 'done', '2026-11-22T06:30:00.000Z'],
      ['confirmed', 'done', null],
      ['processing', 'current', '2026-11-23T13:05:00.000Z'],
      ['out-for-delivery', 'upcoming', null],
      ['delivered', 'upcoming', null],
    ]);
    expect(steps[2]?.notes).toEqual([{ at: '2026-11-23T13:05:00.000Z', text: 'Packed and labelled' }]);
  });

  it('ends a cancelled order at its cancellation, after the steps it reached', () => {
    const steps = timelineSteps('cancelled', [
      change('pending', '2026-11-22T06:30:00.000Z'),
      change('confirmed', '2026-11-22T09:00:00.000Z'),
      { kind: 'note', status: 'confirmed', at: '2026-11-22T10:00:00.000Z', note: 'Out of stock until March' },
      change('cancelled', '2026-11-22T11:00:00.000Z', 'Cancelled at your request'),
    ]);
    expect(steps.map((step) => [step.status, step.state])).toEqual([
      ['pending', 'done'],
      ['confirmed', 'done'],
      ['cancelled', 'current'],
    ]);
    expect(steps[1]?.notes.map((note) => note.text)).toEqual(['Out of stock until March']);
    expect(steps[2]?.notes.map((note) => note.text)).toEqual(['Cancelled at your request']);
  });

  it('shows a delivered order with every step done but the last, which is where it is', () => {
    const steps = timelineSteps('delivered', [change('pending', '2026-11-22T06:30:00.000Z')]);
    expect(steps.map((step) => step.state)).toEqual(['done', 'done', 'done', 'done', 'current']);
  });
});
