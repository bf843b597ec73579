import { IconSvg, type IconProps } from './icon-svg';

export const CartAddIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6" />
    <circle cx="9.5" cy="19.5" r="1.3" />
    <circle cx="17" cy="19.5" r="1.3" />
  </IconSvg>
);
