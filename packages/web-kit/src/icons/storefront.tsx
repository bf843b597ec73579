import { IconSvg, type IconProps } from './icon-svg';

export const StorefrontIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M3 9.5 4.5 4h15L21 9.5M3 9.5h18M3 9.5a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0" />
    <path d="M5 12.5V20h14v-7.5M10 20v-4.5h4V20" />
  </IconSvg>
);
