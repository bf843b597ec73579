/** `GET /api/hero-slides`: the home page's visible hero slides in order, each in English and Arabic. */
import type { HeroSlideView as HeroSlide } from '@ogulf/contracts';
import { apiQuery, imageUrl, useApiQuery, type Language } from '@ogulf/web-kit';
import { localText } from '@ogulf/web-kit/language';

export const HERO_SLIDES_PATH = '/api/hero-slides';

export type { HeroSlideView as HeroSlide } from '@ogulf/contracts';

export interface LocalSlide {
  title: string;
  subtitle: string;
  alt: string;
  /** The button, when the slide has both a text in this language (or English) and a link. */
  button: { text: string; link: string; external: boolean } | null;
}

/** A slide's texts in the interface language, falling back to English where no Arabic was written. */
export function localSlide(slide: HeroSlide, lang: Language): LocalSlide {
  const buttonText = localText(slide.buttonText ?? '', slide.buttonTextAr, lang);
  const link = slide.link ?? '';
  return {
    title: localText(slide.title, slide.titleAr, lang),
    subtitle: localText(slide.subtitle ?? '', slide.subtitleAr, lang),
    alt: localText(slide.imageAlt, slide.imageAltAr, lang),
    button: buttonText && link ? { text: buttonText, link, external: /^https:\/\//.test(link) } : null,
  };
}

/** The widths the browser may pick from: two resized variants and the stored picture (1600 px). */
export function slideSrcSet(image: string): string {
  return `${imageUrl(image, { width: 800 })} 800w, ${imageUrl(image, { width: 1200 })} 1200w, ${imageUrl(image)} 1600w`;
}

const asList = (data: unknown): HeroSlide[] => (Array.isArray(data) ? (data as HeroSlide[]) : []);

export const heroSlidesQuery = () => apiQuery<HeroSlide[]>(HERO_SLIDES_PATH);

export function useHeroSlides() {
  const reply = useApiQuery(heroSlidesQuery());
  return reply.status === 'success' ? { ...reply, data: asList(reply.data) } : reply;
}
