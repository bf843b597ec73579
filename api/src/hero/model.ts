import mongoose, { Schema, type Types } from 'mongoose';

/** One slide of the home page's hero carousel, in English and Arabic. */
export interface HeroSlideFields {
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
  /** Ascending display order. */
  order: number;
  /** Identifies a built-in slide so that seeding never adds it twice; absent on the admin's. */
  seedKey?: string;
}

export type HeroSlideRecord = HeroSlideFields & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

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
    order: { type: Number, default: 0 },
    seedKey: { type: String, index: true },
  },
  { timestamps: true, collection: 'hero_slides' },
);

export const HeroSlide = mongoose.model<HeroSlideFields>('HeroSlide', heroSlideSchema);
