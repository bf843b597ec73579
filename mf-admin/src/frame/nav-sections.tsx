/**
 * The dashboard's sections as its navigation lists them, in order: path, text key (`nav.<key>`)
 * and icon. Add a section here (and its route in `pages/dashboard-page.tsx`).
 */
import type { ComponentType } from 'react';
import {
  CalendarIcon,
  GridIcon,
  MailIcon,
  MapPinIcon,
  QuoteIcon,
  ToolsIcon,
  TruckIcon,
  type IconProps,
} from '@ogulf/web-kit/icons';
import { BoxIcon, ChartIcon, DocumentIcon, ReceiptIcon, StarIcon, TableIcon } from './frame-icons';

export interface NavSection {
  to: string;
  key: string;
  icon: ComponentType<IconProps>;
}

export const NAV_SECTIONS: readonly NavSection[] = [
  { to: '/admin', key: 'overview', icon: ChartIcon },
  { to: '/admin/inbox', key: 'inbox', icon: MailIcon },
  { to: '/admin/quotations', key: 'quotations', icon: QuoteIcon },
  { to: '/admin/orders', key: 'orders', icon: ReceiptIcon },
  { to: '/admin/deliveries', key: 'deliveries', icon: TruckIcon },
  { to: '/admin/products', key: 'products', icon: BoxIcon },
  { to: '/admin/categories', key: 'categories', icon: GridIcon },
  { to: '/admin/testimonials', key: 'testimonials', icon: StarIcon },
  { to: '/admin/content', key: 'content', icon: DocumentIcon },
  { to: '/admin/zones', key: 'zones', icon: MapPinIcon },
  { to: '/admin/delivery-schedule', key: 'schedule', icon: CalendarIcon },
  { to: '/admin/fitout-rules', key: 'fitoutRules', icon: ToolsIcon },
  { to: '/admin/csv', key: 'csv', icon: TableIcon },
];

/** The section a path belongs to (the longest matching prefix; `/admin` only for itself). */
export function sectionOf(pathname: string): NavSection | undefined {
  let found: NavSection | undefined;
  for (const section of NAV_SECTIONS) {
    const matches =
      section.to === '/admin'
        ? pathname === '/admin' || pathname === '/admin/'
        : pathname === section.to || pathname.startsWith(`${section.to}/`);
    if (matches && (!found || section.to.length > found.to.length)) found = section;
  }
  return found;
}
