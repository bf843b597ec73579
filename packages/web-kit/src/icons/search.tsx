import { IconSvg, type IconProps } from './icon-svg';

export const SearchIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.8-3.8" />
  </IconSvg>
);
