import { IconSvg, type IconProps } from './icon-svg';

export const CheckIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M20 6 9 17l-5-5" />
  </IconSvg>
);
