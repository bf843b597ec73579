import { IconSvg, type IconProps } from './icon-svg';

export const InfoIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </IconSvg>
);
