import { IconSvg, type IconProps } from './icon-svg';

export const MailIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <rect x="2.5" y="4.5" width="19" height="15" rx="2" />
    <path d="m3 6 9 7 9-7" />
  </IconSvg>
);
