import { IconSvg, type IconProps } from './icon-svg';

export const CloudOffIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M3 3l18 18" />
    <path d="M8.5 6.3A6.5 6.5 0 0 1 18.3 10h.2a4.5 4.5 0 0 1 2.6 8.2M16.5 19H7a5 5 0 0 1-1.6-9.7" />
  </IconSvg>
);
