import type { ReactNode } from 'react';
import { Svg } from '@ogulf/web-kit/icons';

/** A decorative line drawing for the home sections (about points, stats): 24-unit grid, 1.8 stroke in currentColor. */
export function LineIcon({ size, children }: { size: number; children: ReactNode }) {
  return (
    <Svg size={size} strokeWidth={1.8}>
      {children}
    </Svg>
  );
}
