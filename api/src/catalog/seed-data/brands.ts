import { BRAND_LABEL, type Specification } from '../model';
import { spec } from './helpers';

/**
 * The brands of the built-in IT products (invented for the sample shop, as its prices are), by
 * product slug, shown as the first specification line and found by the search ("HP").
 */
const BRANDS = {
  hp: { en: 'HP', ar: 'إتش بي' },
  dell: { en: 'Dell', ar: 'ديل' },
  lenovo: { en: 'Lenovo', ar: 'لينوفو' },
  epson: { en: 'Epson', ar: 'إبسون' },
  logitech: { en: 'Logitech', ar: 'لوجيتك' },
  samsung: { en: 'Samsung', ar: 'سامسونج' },
} as const;

const BRAND_OF: Readonly<Record<string, keyof typeof BRANDS>> = {
  '14-inch-business-laptop-16-gb-ram': 'lenovo',
  '15-6-inch-everyday-laptop': 'hp',
  '13-inch-ultralight-laptop': 'dell',
  '16-inch-performance-laptop-for-design': 'dell',
  'rugged-field-laptop': 'dell',
  'compact-office-desktop-pc': 'hp',
  '24-inch-all-in-one-pc': 'hp',
  '27-inch-all-in-one-pc-with-touchscreen': 'lenovo',
  'workstation-tower-for-cad-and-video': 'dell',
  '24-inch-full-hd-office-monitor': 'dell',
  '27-inch-qhd-monitor-with-usb-c': 'samsung',
  '34-inch-curved-ultrawide-monitor': 'samsung',
  'wireless-arabic-keyboard-and-mouse-set': 'logitech',
  'ergonomic-split-keyboard': 'logitech',
  'mono-laser-printer-35-ppm': 'hp',
  'colour-laser-printer-28-ppm': 'hp',
  'a3-mono-laser-printer': 'hp',
  'compact-wi-fi-laser-printer': 'hp',
  'a4-colour-multifunction-printer': 'hp',
  'a3-colour-copier-30-ppm': 'hp',
  'a3-mono-copier-45-ppm': 'hp',
  'production-copier-with-finisher': 'hp',
  'duplex-document-scanner-40-ppm': 'epson',
  'a4-flatbed-scanner': 'epson',
  'high-volume-production-scanner': 'epson',
  'high-yield-black-toner-cartridge': 'hp',
  'colour-toner-value-pack-cmy': 'hp',
};

/** `specs` with the product's brand first, when it has one. */
export function withBrand(slug: string, specs: Specification[]): Specification[] {
  const key = BRAND_OF[slug];
  if (!key) return specs;
  const brand = BRANDS[key];
  return [spec(BRAND_LABEL, 'العلامة التجارية', brand.en, brand.ar), ...specs];
}
