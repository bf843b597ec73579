import mongoose, { Schema } from 'mongoose';
import { SEEDED_ORDER_PATHS, type SeededOrderFields, type Stored } from '../util/seeded-order';

/** One slide of the home page's hero carousel, in English and Arabic. */
export interface HeroSlideFields extends SeededOrderFields {
  title: string;
  titleAr: string;
  subtitle?: string;
  subtitleAr?: string;
  /** A button on the slide when both texts and `link` are set. */
  buttonText?: string;
  buttonTextAr?: string;
  /** A path of the shop (`/products?category=...`) or an https address. */
  link?: string;
  /** Site path of the picture (`/assets/images/shop/...`). */
  image: string;
  imageAlt: string;
  imageAltAr: string;
  visible: boolean;
}

export type HeroSlideRecord = Stored<HeroSlideFields>;

const heroSlideSchema = new Schema<HeroSlideFields>(
  {
    title: { type: String, required: true, trim: true },
    titleAr: { type: String, required: true, trim: true },
    subtitle: { type: String, trim: true },
    subtitleAr: { type: String, trim: true },
    buttonText: { type: String, trim: true },
    buttonTextAr: { type: String, trim: true },
    link: { type: String, trim: true },
    image: { type: String, required: true },
    imageAlt: { type: String, required: true },
    imageAltAr: { type: String, required: true },
    visible: { type: Boolean, default: true },
    ...SEEDED_ORDER_PATHS,
  },
  { timestamps: true, collection: 'hero_slides' },
);

export const HeroSlide = mongoose.model<HeroSlideFields>('HeroSlide', heroSlideSchema);
