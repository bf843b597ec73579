import { IconSvg, type IconProps } from './icon-svg';

export const MapPinIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M20 10c0 5.5-8 12-8 12s-8-6.5-8-12a8 8 0 0 1 16 0Z" />
    <circle cx="12" cy="10" r="3" />
  </IconSvg>
);
