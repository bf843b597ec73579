import { IconSvg, type IconProps } from './icon-svg';

export const ChevronEndIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="m9 18 6-6-6-6" />
  </IconSvg>
);
