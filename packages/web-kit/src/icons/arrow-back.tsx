import { IconSvg, type IconProps } from './icon-svg';

/** Points to the inline start; add className="flip-rtl" so it mirrors in Arabic. */
export const ArrowBackIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M19 12H5M11 18l-6-6 6-6" />
  </IconSvg>
);
