import { IconSvg, type IconProps } from './icon-svg';

export const ChevronDownIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="m6 9 6 6 6-6" />
  </IconSvg>
);
