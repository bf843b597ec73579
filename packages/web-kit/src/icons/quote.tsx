import { IconSvg, type IconProps } from './icon-svg';

export const QuoteIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M7 3h7l5 5v13H7z" />
    <path d="M14 3v5h5M10 13h6M10 17h4" />
  </IconSvg>
);
