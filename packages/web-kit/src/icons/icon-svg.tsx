/** The frame every icon of `@ogulf/web-kit/icons` is drawn in (see ../icons.tsx). */
import type { ReactNode } from 'react';

export interface IconProps {
  /** Width and height in px (default 20). */
  size?: number;
  className?: string;
}

export interface IconSvgProps extends IconProps {
  children: ReactNode;
  /** Filled glyph (brand marks) instead of a stroke. */
  filled?: boolean;
  /** The stroke's width on the 24-unit grid (default 2). */
  strokeWidth?: number;
}

/** The frame of every icon: a decorative 24-unit SVG in currentColor; an app's own drawings use it too. */
export function IconSvg({ size = 20, className, children, filled = false, strokeWidth = 2 }: IconSvgProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={filled ? undefined : strokeWidth}
      strokeLinecap={filled ? undefined : 'round'}
      strokeLinejoin={filled ? undefined : 'round'}
    >
      {children}
    </svg>
  );
}
