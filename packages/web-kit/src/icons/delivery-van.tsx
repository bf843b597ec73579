import { IconSvg, type IconProps } from './icon-svg';

/** A delivery van facing the inline end; add class `flip-rtl` so it faces the reading direction. */
export const DeliveryVanIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M1.5 5.5h12v10h-12z" />
    <path d="M13.5 9h4.2l3.3 3.6v2.9h-7.5" />
    <circle cx="6" cy="17.5" r="1.8" />
    <circle cx="17" cy="17.5" r="1.8" />
  </IconSvg>
);
