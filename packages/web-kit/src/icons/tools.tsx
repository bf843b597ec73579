import { IconSvg, type IconProps } from './icon-svg';

export const ToolsIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M14.7 6.3a4 4 0 0 0-5.4 5.2L3 17.8V21h3.2l6.3-6.3a4 4 0 0 0 5.2-5.4l-2.6 2.6-2.4-.6-.6-2.4z" />
  </IconSvg>
);
