import { IconSvg, type IconProps } from './icon-svg';

export const CalendarIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <rect x="3" y="4.5" width="18" height="16.5" rx="2" />
    <path d="M3 9.5h18M8 3v3M16 3v3" />
  </IconSvg>
);
