import { IconSvg, type IconProps } from './icon-svg';

export const RefreshIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M20.5 12a8.5 8.5 0 1 1-2.5-6" />
    <path d="M20.5 3.5V9H15" />
  </IconSvg>
);
