/** The hero slide form: its texts in both languages, the button's link, the picture and whether it shows. */
import { heroSlideBody, type HeroSlideInput } from '@ogulf/contracts';
import type { AdminHeroSlide } from './types';

export interface HeroSlideValues {
  title: string;
  titleAr: string;
  subtitle: string;
  subtitleAr: string;
  buttonText: string;
  buttonTextAr: string;
  link: string;
  image: string;
  imageAlt: string;
  imageAltAr: string;
  visible: boolean;
}

export function heroSlideValues(slide?: AdminHeroSlide): HeroSlideValues {
  return {
    title: slide?.title ?? '',
    titleAr: slide?.titleAr ?? '',
    subtitle: slide?.subtitle ?? '',
    subtitleAr: slide?.subtitleAr ?? '',
    buttonText: slide?.buttonText ?? '',
    buttonTextAr: slide?.buttonTextAr ?? '',
    link: slide?.link ?? '',
    image: slide?.image ?? '',
    imageAlt: slide?.imageAlt ?? '',
    imageAltAr: slide?.imageAltAr ?? '',
    visible: slide?.visible ?? true,
  };
}

/** The inputs are the body as it is: the API's own schema checks them. */
export const heroSlideSchema = heroSlideBody;
export type { HeroSlideInput };
