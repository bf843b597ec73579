/** What differs between the three city landings besides their texts (`landing.{city}.*` in the catalogue's i18n files). */
import type { CITY_LANDINGS } from '@ogulf/web-kit';
import type { ProductQuery } from '../../data/types';

export type CityKey = (typeof CITY_LANDINGS)[number];

export interface CityLanding {
  /** Category slugs shown as "popular" here, in order. */
  popularCategories: readonly string[];
  /** Which products the page shows, and where "view all" leads. */
  showcase: { query: ProductQuery; href: string };
  /** Numbered texts: `area1…areaN`, `q1…qN` / `a1…aN`. */
  areas: number;
  faqs: number;
}

export const CITY_CONTENT: Record<CityKey, CityLanding> = {
  // Towers and banks: workstations, seating, printing and bank equipment.
  doha: {
    popularCategories: ['office-furniture', 'office-chairs-seating', 'printers-scanners', 'bank-equipment'],
    showcase: { query: { featured: true, limit: 4 }, href: '/products?featured=true' },
    areas: 6,
    faqs: 4,
  },
  // New offices being fitted out: furniture, meeting-room screens, seating, safes.
  lusail: {
    popularCategories: ['office-furniture', 'interactive-screens-av', 'office-chairs-seating', 'safes-security'],
    showcase: { query: { newArrival: true, limit: 4 }, href: '/products?newArrival=true' },
    areas: 6,
    faqs: 4,
  },
  // Around the showroom: homes and villas as much as offices.
  'al-waab': {
    popularCategories: ['home-furniture', 'office-furniture', 'office-chairs-seating', 'stationery-office-supplies'],
    showcase: { query: { bestSeller: true, limit: 4 }, href: '/products?bestSeller=true' },
    areas: 6,
    faqs: 4,
  },
};

/** The categories to show as popular: the city's own picks in order, topped up from the rest up to `count`. */
export function popularCategories<T extends { slug: string }>(
  categories: readonly T[],
  slugs: readonly string[],
  count = 4,
): T[] {
  const picked = slugs
    .map((slug) => categories.find((category) => category.slug === slug))
    .filter((category) => category !== undefined);
  const rest = categories.filter((category) => !picked.includes(category));
  return [...picked, ...rest].slice(0, count);
}
