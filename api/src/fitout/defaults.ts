import type { FitoutRoomRules } from '@ogulf/contracts';

const product = (slug: string) => ({ kind: 'product', slug }) as const;
const subcategory = (slug: string) => ({ kind: 'subcategory', slug }) as const;
const perPerson = (answer: 'people' | 'offices' | 'seats' | 'visitors' | 'cashiers' | 'cabinets', times = 1) =>
  ({ kind: 'per', answer, times }) as const;
const fixed = (count: number) => ({ kind: 'fixed', count }) as const;
const standard = { answer: 'finish', equals: 'standard' } as const;
const premium = { answer: 'finish', equals: 'premium' } as const;

/**
 * The built-in fit-out rules (what the builder suggests until the admin saves others), written
 * against the seeded catalogue's slugs. A rule whose product or subcategory is gone suggests
 * nothing, so a catalogue edit never breaks the builder.
 */
export const DEFAULT_FITOUT_RULES: readonly FitoutRoomRules[] = [
  {
    type: 'workstations',
    items: [
      {
        source: product('straight-office-desk-140-cm'),
        pick: 'cheapest',
        quantity: perPerson('people'),
        when: standard,
      },
      {
        source: product('l-shaped-manager-desk-160-cm'),
        pick: 'cheapest',
        quantity: perPerson('people'),
        when: premium,
      },
      { source: product('ergonomic-mesh-task-chair'), pick: 'cheapest', quantity: perPerson('people'), when: standard },
      {
        source: product('premium-ergonomic-chair-with-4d-arms'),
        pick: 'cheapest',
        quantity: perPerson('people'),
        when: premium,
      },
      {
        source: product('mobile-three-drawer-pedestal'),
        pick: 'cheapest',
        quantity: { kind: 'per-every', answer: 'people', every: 2 },
      },
    ],
  },
  {
    type: 'private-office',
    items: [
      {
        source: product('oak-executive-desk-180-cm'),
        pick: 'cheapest',
        quantity: perPerson('offices'),
        when: standard,
      },
      {
        source: product('walnut-executive-desk-with-side-return'),
        pick: 'cheapest',
        quantity: perPerson('offices'),
        when: premium,
      },
      {
        source: product('medium-back-leatherette-manager-chair'),
        pick: 'cheapest',
        quantity: perPerson('offices'),
        when: standard,
      },
      {
        source: product('high-back-leather-executive-chair'),
        pick: 'cheapest',
        quantity: perPerson('offices'),
        when: premium,
      },
      { source: product('cantilever-visitor-chair'), pick: 'cheapest', quantity: perPerson('offices', 2) },
      { source: product('two-door-storage-cupboard'), pick: 'cheapest', quantity: perPerson('offices') },
    ],
  },
  {
    type: 'boardroom',
    items: [
      {
        source: product('round-meeting-table-120-cm'),
        pick: 'cheapest',
        quantity: fixed(1),
        when: { answer: 'seats', atMost: 4 },
      },
      {
        source: product('rectangular-meeting-table-240-cm'),
        pick: 'cheapest',
        quantity: fixed(1),
        when: { answer: 'seats', atLeast: 5, atMost: 10 },
      },
      {
        source: product('boat-shaped-conference-table-360-cm'),
        pick: 'cheapest',
        quantity: fixed(1),
        when: { answer: 'seats', atLeast: 11, atMost: 14 },
      },
      {
        source: product('custom-boardroom-table-up-to-20-seats'),
        pick: 'cheapest',
        quantity: fixed(1),
        when: { answer: 'seats', atLeast: 15 },
      },
      { source: product('cantilever-visitor-chair'), pick: 'cheapest', quantity: perPerson('seats'), when: standard },
      {
        source: product('cream-leather-boardroom-chair'),
        pick: 'cheapest',
        quantity: perPerson('seats'),
        when: premium,
      },
      {
        source: product('4k-video-conference-bar'),
        pick: 'cheapest',
        quantity: fixed(1),
        when: { answer: 'seats', atLeast: 6 },
      },
    ],
  },
  {
    type: 'reception',
    items: [
      { source: product('reception-counter-200-cm'), pick: 'cheapest', quantity: fixed(1) },
      { source: product('ergonomic-mesh-task-chair'), pick: 'cheapest', quantity: fixed(1) },
      {
        source: product('three-seater-waiting-area-beam-seating'),
        pick: 'cheapest',
        quantity: { kind: 'per-every', answer: 'visitors', every: 3 },
      },
    ],
  },
  {
    type: 'cash-office',
    items: [
      {
        source: product('electronic-office-safe'),
        pick: 'cheapest',
        quantity: fixed(1),
        when: { answer: 'safeSize', equals: 'small' },
      },
      {
        source: product('fire-resistant-document-safe-120-kg'),
        pick: 'cheapest',
        quantity: fixed(1),
        when: { answer: 'safeSize', equals: 'medium' },
      },
      {
        source: product('large-fire-resistant-office-safe-300-kg'),
        pick: 'cheapest',
        quantity: fixed(1),
        when: { answer: 'safeSize', equals: 'large' },
      },
      { source: product('bank-teller-counter-with-security-glass'), pick: 'cheapest', quantity: fixed(1) },
      { source: product('operator-chair-with-fabric-seat'), pick: 'cheapest', quantity: perPerson('cashiers') },
      {
        source: product('banknote-counter-with-uv-and-mg-detection'),
        pick: 'cheapest',
        quantity: perPerson('cashiers'),
      },
      { source: product('cash-drawer-with-five-note-slots'), pick: 'cheapest', quantity: perPerson('cashiers') },
      { source: subcategory('counterfeit-detectors'), pick: 'cheapest', quantity: fixed(1) },
    ],
  },
  {
    type: 'storage',
    items: [
      { source: product('four-drawer-steel-filing-cabinet'), pick: 'cheapest', quantity: perPerson('cabinets') },
      {
        source: product('lever-arch-files-pack-of-10'),
        pick: 'cheapest',
        quantity: perPerson('cabinets', 2),
      },
    ],
  },
  {
    type: 'breakout',
    items: [
      {
        source: product('round-meeting-table-120-cm'),
        pick: 'cheapest',
        quantity: { kind: 'per-every', answer: 'seats', every: 4 },
      },
      { source: product('stackable-training-chair'), pick: 'cheapest', quantity: perPerson('seats') },
      {
        source: product('leather-lounge-armchair'),
        pick: 'cheapest',
        quantity: { kind: 'per-every', answer: 'seats', every: 6 },
      },
    ],
  },
];
