/**
 * The dashboard's own icons (navigation and frame), drawn in web-kit's icon frame. They stay in this
 * remote, loaded with the dashboard, so the sign-in page's chunk of shared icons does not carry them.
 */
import { IconSvg, type IconProps } from '@ogulf/web-kit/icons';

export const ChartIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M3 3v18h18" />
    <path d="M7 16v-4M11 16V8M15 16v-6M19 16V5" />
  </IconSvg>
);

export const ReceiptIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </IconSvg>
);

export const BoxIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="m12 3 8.5 4.5v9L12 21l-8.5-4.5v-9z" />
    <path d="m3.5 7.5 8.5 4.5 8.5-4.5M12 12v9" />
  </IconSvg>
);

export const StarIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9z" />
  </IconSvg>
);

export const TableIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M3 9h18M3 14.5h18M9 4v16" />
  </IconSvg>
);

export const SignOutIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
    <path d="M10 16 6 12l4-4M6 12h10" />
  </IconSvg>
);

export const DocumentIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M14 3H6v18h12V7z" />
    <path d="M14 3v4h4M9 12h6M9 16h6" />
  </IconSvg>
);
