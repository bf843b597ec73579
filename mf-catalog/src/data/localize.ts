/** Picks the Arabic text of a catalogue item in the Arabic interface, the English one otherwise or when there is none. */
import type { Language } from '@ogulf/web-kit';

export const localName = (item: { name: string; nameAr?: string | undefined }, lang: Language): string =>
  (lang === 'ar' && item.nameAr?.trim()) || item.name;

export const localDescription = (item: { description?: string | undefined; descriptionAr?: string | undefined }, lang: Language): string =>
  (lang === 'ar' && item.descriptionAr?.trim()) || item.description || '';
