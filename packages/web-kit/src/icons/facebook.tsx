import { IconSvg, type IconProps } from './icon-svg';

export const FacebookIcon = (p: IconProps) => (
  <IconSvg {...p} filled>
    <path d="M13.5 22v-8.2h2.8l.4-3.3h-3.2V8.4c0-.9.3-1.6 1.6-1.6h1.7V3.9c-.3 0-1.3-.1-2.5-.1-2.5 0-4.1 1.5-4.1 4.2v2.5H7.4v3.3h2.8V22h3.3Z" />
  </IconSvg>
);
