import { IconSvg, type IconProps } from './icon-svg';

export const CloseIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M18 6 6 18M6 6l12 12" />
  </IconSvg>
);
