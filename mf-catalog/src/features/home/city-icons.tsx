/** Small drawn landmarks for the city cards: navy line work with gold accents, decorative (aria-hidden). */

interface CityIconProps {
  className?: string;
}

const frame = { width: 64, height: 64, viewBox: '0 0 64 64', 'aria-hidden': true, focusable: false } as const;
const line = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;
const GOLD = 'var(--color-accent)';

/** Doha: West Bay towers above the corniche, with a dhow's sail. */
export const DohaIcon = ({ className }: CityIconProps) => (
  <svg {...frame} className={className}>
    <path d="M14 50V24q0-10 5-12 5 2 5 12v26" {...line} />
    <path d="M28 50V18h8v32" {...line} />
    <path d="M40 50c2-8 2-14 0-22h8c-2 8-2 14 0 22" {...line} />
    <path d="M17 22l4-2M17 28l4-2M17 34l4-2" {...line} strokeWidth={1.8} stroke={GOLD} />
    <path d="M8 50h48" {...line} />
    <path d="M10 57c4-2 8-2 12 0s8 2 12 0 8-2 12 0 6 2 8 1" {...line} stroke={GOLD} />
    <path d="M50 20l6 10h-6z" fill={GOLD} />
    <path d="M50 18v14" {...line} strokeWidth={1.8} />
  </svg>
);

/** Lusail: the marina towers rising like crossed blades, and the waterfront. */
export const LusailIcon = ({ className }: CityIconProps) => (
  <svg {...frame} className={className}>
    <path d="M18 50c0-14 4-26 12-36-2 12-2 24 2 36" {...line} />
    <path d="M46 50c0-14-4-26-12-36 2 12 2 24-2 36" {...line} />
    <path d="M30 14l2-4 2 4" {...line} stroke={GOLD} />
    <path d="M8 50V38h6v12M50 50V34h6v16" {...line} />
    <path d="M6 50h52" {...line} />
    <path d="M10 57c4-2 8-2 12 0s8 2 12 0 8-2 12 0 6 2 8 1" {...line} stroke={GOLD} />
    <circle cx="52" cy="16" r="4" fill={GOLD} />
  </svg>
);

/** Al Waab: the torch tower of Aspire Zone among palms. */
export const AlWaabIcon = ({ className }: CityIconProps) => (
  <svg {...frame} className={className}>
    <path d="M28 52l2-34h4l2 34" {...line} />
    <path d="M26 18q6-4 12 0l-2-6h-8z" {...line} />
    <path d="M32 6c-3 3-3 5 0 6 3-1 3-3 0-6z" fill={GOLD} />
    <path d="M14 52V38M14 38c-4-1-7 1-8 3M14 38c4-1 7 1 8 3M14 38c-1-4-4-5-6-5M14 38c1-4 4-5 6-5" {...line} />
    <path d="M50 52V36M50 36c-4-1-7 1-8 3M50 36c4-1 7 1 8 3M50 36c-1-4-4-5-6-5M50 36c1-4 4-5 6-5" {...line} />
    <path d="M6 52h52" {...line} />
    <path d="M22 58h20" {...line} stroke={GOLD} />
  </svg>
);
