import { IconSvg, type IconProps } from './icon-svg';

export const HeadsetIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M3.5 14v-2a8.5 8.5 0 0 1 17 0v2" />
    <path d="M20.5 14v2.5a2 2 0 0 1-2 2h-1.5v-6.5h1.5a2 2 0 0 1 2 2ZM3.5 14v2.5a2 2 0 0 0 2 2H7v-6.5H5.5a2 2 0 0 0-2 2Z" />
    <path d="M18.5 18.5c0 1.7-1.8 2.5-4.5 2.5" />
  </IconSvg>
);
