/** `GET /api/delivery-slots?zone=` replies for component tests. */
import type { DeliverySlotsView } from '@ogulf/contracts';

const slots = (morning: number, midday: number, afternoon: number) => [
  { id: 'morning' as const, start: '09:00', end: '12:00', remaining: morning },
  { id: 'midday' as const, start: '12:00', end: '15:00', remaining: midday },
  { id: 'afternoon' as const, start: '15:00', end: '18:00', remaining: afternoon },
];

/** Saturday all full, Sunday's morning full and its midday with one place left, Monday wide open. */
export const SLOTS: DeliverySlotsView = {
  zone: 'lusail',
  days: [
    { date: '2026-11-28', weekday: 'saturday', slots: slots(0, 0, 0) },
    { date: '2026-11-29', weekday: 'sunday', slots: slots(0, 1, 4) },
    { date: '2026-11-30', weekday: 'monday', slots: slots(4, 4, 4) },
  ],
  firstFree: { date: '2026-11-29', slot: 'midday' },
};
