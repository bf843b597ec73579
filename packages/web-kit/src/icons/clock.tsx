import { IconSvg, type IconProps } from './icon-svg';

export const ClockIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M12 6.5V12l3.5 2" />
  </IconSvg>
);
