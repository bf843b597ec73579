/**
 * Inline SVG icons for every front end: decorative (aria-hidden), drawn in currentColor, sized by
 * `size`. Give the surrounding control its accessible name. Imported as `@ogulf/web-kit/icons`,
 * outside the shared singleton, so each app's build keeps only the icons it uses.
 */
import type { ReactNode } from 'react';

export interface IconProps {
  /** Width and height in px (default 20). */
  size?: number;
  className?: string;
}

export interface IconSvgProps extends IconProps {
  children: ReactNode;
  /** Filled glyph (brand marks) instead of a stroke. */
  filled?: boolean;
  /** The stroke's width on the 24-unit grid (default 2). */
  strokeWidth?: number;
}

/** The frame of every icon: a decorative 24-unit SVG in currentColor; an app's own drawings use it too. */
export function IconSvg({ size = 20, className, children, filled = false, strokeWidth = 2 }: IconSvgProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={filled ? undefined : strokeWidth}
      strokeLinecap={filled ? undefined : 'round'}
      strokeLinejoin={filled ? undefined : 'round'}
    >
      {children}
    </svg>
  );
}

export const SearchIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.8-3.8" />
  </IconSvg>
);

export const CartIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <circle cx="9" cy="20" r="1.3" />
    <circle cx="18" cy="20" r="1.3" />
    <path d="M2.5 3h2.6l2.4 11.6a1.8 1.8 0 0 0 1.8 1.4h8.6a1.8 1.8 0 0 0 1.8-1.4L21.5 7H6" />
  </IconSvg>
);

export const MenuIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </IconSvg>
);

export const CloseIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M18 6 6 18M6 6l12 12" />
  </IconSvg>
);

export const PhoneIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M21.5 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 1.6 4.2 2 2 0 0 1 3.6 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L7.6 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2Z" />
  </IconSvg>
);

export const MailIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <rect x="2.5" y="4.5" width="19" height="15" rx="2" />
    <path d="m3 6 9 7 9-7" />
  </IconSvg>
);

export const MapPinIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M20 10c0 5.5-8 12-8 12s-8-6.5-8-12a8 8 0 0 1 16 0Z" />
    <circle cx="12" cy="10" r="3" />
  </IconSvg>
);

export const ClockIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M12 6.5V12l3.5 2" />
  </IconSvg>
);

export const GlobeIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M2.5 12h19M12 2.5c2.5 2.6 3.8 5.8 3.8 9.5s-1.3 6.9-3.8 9.5c-2.5-2.6-3.8-5.8-3.8-9.5S9.5 5.1 12 2.5Z" />
  </IconSvg>
);

export const HomeIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="m3 10.5 9-7.5 9 7.5" />
    <path d="M5 9v11h5v-6h4v6h5V9" />
  </IconSvg>
);

export const GridIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <rect x="3" y="3" width="7.5" height="7.5" rx="1.5" />
    <rect x="13.5" y="3" width="7.5" height="7.5" rx="1.5" />
    <rect x="3" y="13.5" width="7.5" height="7.5" rx="1.5" />
    <rect x="13.5" y="13.5" width="7.5" height="7.5" rx="1.5" />
  </IconSvg>
);

export const HeadsetIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M3.5 14v-2a8.5 8.5 0 0 1 17 0v2" />
    <path d="M20.5 14v2.5a2 2 0 0 1-2 2h-1.5v-6.5h1.5a2 2 0 0 1 2 2ZM3.5 14v2.5a2 2 0 0 0 2 2H7v-6.5H5.5a2 2 0 0 0-2 2Z" />
    <path d="M18.5 18.5c0 1.7-1.8 2.5-4.5 2.5" />
  </IconSvg>
);

/** Points to the inline start; add className="flip-rtl" so it mirrors in Arabic. */
export const ArrowBackIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M19 12H5M11 18l-6-6 6-6" />
  </IconSvg>
);

export const RefreshIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M20.5 12a8.5 8.5 0 1 1-2.5-6" />
    <path d="M20.5 3.5V9H15" />
  </IconSvg>
);

export const CloudOffIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M3 3l18 18" />
    <path d="M8.5 6.3A6.5 6.5 0 0 1 18.3 10h.2a4.5 4.5 0 0 1 2.6 8.2M16.5 19H7a5 5 0 0 1-1.6-9.7" />
  </IconSvg>
);

export const WhatsAppIcon = (p: IconProps) => (
  <IconSvg {...p} filled>
    <path d="M17.472 14.382c-.297-.149-1.758-.867-2.03-.967-.273-.099-.471-.148-.67.15-.197.297-.767.966-.94 1.164-.173.199-.347.223-.644.075-.297-.15-1.255-.463-2.39-1.475-.883-.788-1.48-1.761-1.653-2.059-.173-.297-.018-.458.13-.606.134-.133.298-.347.446-.52.149-.174.198-.298.298-.497.099-.198.05-.371-.025-.52-.075-.149-.669-1.612-.916-2.207-.242-.579-.487-.5-.669-.51-.173-.008-.371-.01-.57-.01-.198 0-.52.074-.792.372-.272.297-1.04 1.016-1.04 2.479 0 1.462 1.065 2.875 1.213 3.074.149.198 2.096 3.2 5.077 4.487.709.306 1.262.489 1.694.625.712.227 1.36.195 1.871.118.571-.085 1.758-.719 2.006-1.413.248-.694.248-1.289.173-1.413-.074-.124-.272-.198-.57-.347m-5.421 7.403h-.004a9.87 9.87 0 0 1-5.031-1.378l-.361-.214-3.741.982.998-3.648-.235-.374a9.86 9.86 0 0 1-1.51-5.26c.001-5.45 4.436-9.884 9.888-9.884 2.64 0 5.122 1.03 6.988 2.898a9.825 9.825 0 0 1 2.893 6.994c-.003 5.45-4.437 9.884-9.885 9.884m8.413-18.297A11.815 11.815 0 0 0 12.05 0C5.495 0 .16 5.335.157 11.892c0 2.096.547 4.142 1.588 5.945L.057 24l6.305-1.654a11.882 11.882 0 0 0 5.683 1.448h.005c6.554 0 11.89-5.335 11.893-11.893a11.821 11.821 0 0 0-3.48-8.413Z" />
  </IconSvg>
);

export const FacebookIcon = (p: IconProps) => (
  <IconSvg {...p} filled>
    <path d="M13.5 22v-8.2h2.8l.4-3.3h-3.2V8.4c0-.9.3-1.6 1.6-1.6h1.7V3.9c-.3 0-1.3-.1-2.5-.1-2.5 0-4.1 1.5-4.1 4.2v2.5H7.4v3.3h2.8V22h3.3Z" />
  </IconSvg>
);

export const InstagramIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <rect x="2.75" y="2.75" width="18.5" height="18.5" rx="5.25" />
    <circle cx="12" cy="12" r="4.25" />
    <path d="M17.5 6.5h.01" />
  </IconSvg>
);

export const LinkedInIcon = (p: IconProps) => (
  <IconSvg {...p} filled>
    <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.83v1.54h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.65 4.77 6.1V21h-4v-5.02c0-1.2-.02-2.74-1.67-2.74-1.67 0-1.93 1.3-1.93 2.65V21h-4V9.75Z" />
  </IconSvg>
);

export const XIcon = (p: IconProps) => (
  <IconSvg {...p} filled>
    <path d="M18.901 1.153h3.68l-8.04 9.19L24 22.846h-7.406l-5.8-7.584-6.638 7.584H.474l8.6-9.83L0 1.154h7.594l5.243 6.932ZM17.61 20.644h2.039L6.486 3.24H4.298Z" />
  </IconSvg>
);

export const LinkIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" />
    <path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
  </IconSvg>
);

export const CheckIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M20 6 9 17l-5-5" />
  </IconSvg>
);

export const CalendarIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <rect x="3" y="4.5" width="18" height="16.5" rx="2" />
    <path d="M3 9.5h18M8 3v3M16 3v3" />
  </IconSvg>
);

/** Points to the reading direction's "back"; add class `flip-rtl` so it mirrors in Arabic. */
export const ChevronStartIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="m15 18-6-6 6-6" />
  </IconSvg>
);

export const ChevronEndIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="m9 18 6-6-6-6" />
  </IconSvg>
);

export const InfoIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </IconSvg>
);

export const AlertIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9v4M12 17h.01" />
  </IconSvg>
);

export const StorefrontIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M3 9.5 4.5 4h15L21 9.5M3 9.5h18M3 9.5a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0" />
    <path d="M5 12.5V20h14v-7.5M10 20v-4.5h4V20" />
  </IconSvg>
);

export const PlusIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M12 5v14M5 12h14" />
  </IconSvg>
);

export const MinusIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M5 12h14" />
  </IconSvg>
);

export const FilterIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </IconSvg>
);

export const ChevronDownIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="m6 9 6 6 6-6" />
  </IconSvg>
);

export const TruckIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
    <circle cx="7" cy="17.5" r="1.8" />
    <circle cx="17" cy="17.5" r="1.8" />
  </IconSvg>
);

export const ToolsIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M14.7 6.3a4 4 0 0 0-5.4 5.2L3 17.8V21h3.2l6.3-6.3a4 4 0 0 0 5.2-5.4l-2.6 2.6-2.4-.6-.6-2.4z" />
  </IconSvg>
);

export const CartAddIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6" />
    <circle cx="9.5" cy="19.5" r="1.3" />
    <circle cx="17" cy="19.5" r="1.3" />
  </IconSvg>
);

export const QuoteIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M7 3h7l5 5v13H7z" />
    <path d="M14 3v5h5M10 13h6M10 17h4" />
  </IconSvg>
);

export const ShieldIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.4 7.5 9.5 4.3-1.1 7.5-4.9 7.5-9.5V6z" />
    <path d="m9 12 2 2 4-4" />
  </IconSvg>
);

/** A delivery van facing the inline end; add class `flip-rtl` so it faces the reading direction. */
export const DeliveryVanIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M1.5 5.5h12v10h-12z" />
    <path d="M13.5 9h4.2l3.3 3.6v2.9h-7.5" />
    <circle cx="6" cy="17.5" r="1.8" />
    <circle cx="17" cy="17.5" r="1.8" />
  </IconSvg>
);
