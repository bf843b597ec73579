import { IconSvg, type IconProps } from './icon-svg';

export const FilterIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </IconSvg>
);
