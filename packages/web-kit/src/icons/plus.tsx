import { IconSvg, type IconProps } from './icon-svg';

export const PlusIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M12 5v14M5 12h14" />
  </IconSvg>
);
