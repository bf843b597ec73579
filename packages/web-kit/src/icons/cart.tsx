import { IconSvg, type IconProps } from './icon-svg';

export const CartIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <circle cx="9" cy="20" r="1.3" />
    <circle cx="18" cy="20" r="1.3" />
    <path d="M2.5 3h2.6l2.4 11.6a1.8 1.8 0 0 0 1.8 1.4h8.6a1.8 1.8 0 0 0 1.8-1.4L21.5 7H6" />
  </IconSvg>
);
