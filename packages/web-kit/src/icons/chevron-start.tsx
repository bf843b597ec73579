import { IconSvg, type IconProps } from './icon-svg';

/** Points to the reading direction's "back"; add class `flip-rtl` so it mirrors in Arabic. */
export const ChevronStartIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="m15 18-6-6 6-6" />
  </IconSvg>
);
