import { IconSvg, type IconProps } from './icon-svg';

export const TruckIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
    <circle cx="7" cy="17.5" r="1.8" />
    <circle cx="17" cy="17.5" r="1.8" />
  </IconSvg>
);
