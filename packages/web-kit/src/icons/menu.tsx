import { IconSvg, type IconProps } from './icon-svg';

export const MenuIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </IconSvg>
);
