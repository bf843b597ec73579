/** Picks the Arabic text of a catalogue item in the Arabic interface, the English one otherwise or when there is none. */
import type { Language } from '@ogulf/web-kit';
import { localText } from '@ogulf/web-kit/language';

export { localName } from '@ogulf/web-kit/language';

export const localDescription = (
  item: { description?: string | undefined; descriptionAr?: string | undefined },
  lang: Language,
): string => localText(item.description, item.descriptionAr, lang);
