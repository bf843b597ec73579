import { IconSvg, type IconProps } from './icon-svg';

export const MinusIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M5 12h14" />
  </IconSvg>
);
