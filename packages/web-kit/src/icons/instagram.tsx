import { IconSvg, type IconProps } from './icon-svg';

export const InstagramIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <rect x="2.75" y="2.75" width="18.5" height="18.5" rx="5.25" />
    <circle cx="12" cy="12" r="4.25" />
    <path d="M17.5 6.5h.01" />
  </IconSvg>
);
