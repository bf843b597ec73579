import { IconSvg, type IconProps } from './icon-svg';

export const HomeIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="m3 10.5 9-7.5 9 7.5" />
    <path d="M5 9v11h5v-6h4v6h5V9" />
  </IconSvg>
);
