import { IconSvg, type IconProps } from './icon-svg';

export const ShieldIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.4 7.5 9.5 4.3-1.1 7.5-4.9 7.5-9.5V6z" />
    <path d="m9 12 2 2 4-4" />
  </IconSvg>
);
