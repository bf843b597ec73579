import fs from 'node:fs/promises';
import path from 'node:path';
import { retiredSeedKeys } from '../catalog/seed-tombstones';
import type { ShopImageDirs } from '../catalog/shop-images';
import { HeroSlide, type HeroSlideFields } from './model';

/** Folder of the built-in scenes under `<DATA_DIR>/images/shop/` (not an upload folder). */
export const HERO_SCENE_FOLDER = 'hero-scenes';
const SCENES = ['office', 'meeting', 'it'] as const;

const scene = (name: (typeof SCENES)[number]) => `/assets/images/shop/${HERO_SCENE_FOLDER}/${name}.webp`;

/** The home page's three slides as the storefront showed them before the admin could edit them. */
export const SEED_HERO_SLIDES: readonly HeroSlideFields[] = [
  {
    seedKey: 'office',
    title: 'Open-plan offices and lounges',
    titleAr: 'مكاتب مفتوحة وصالات استقبال',
    image: scene('office'),
    imageAlt:
      'Drawing of an open-plan office: two workstations with mesh chairs, a navy sofa and shelves, and a window onto the Doha skyline at dusk.',
    imageAltAr: 'رسم لمكتب مفتوح: محطتا عمل بكراسٍ شبكية، وكنبة كحلية ورفوف، ونافذة تطل على أفق الدوحة عند الغروب.',
    visible: true,
    order: 1,
  },
  {
    seedKey: 'meeting',
    title: 'Boardrooms and meeting rooms',
    titleAr: 'قاعات الاجتماعات ومجالس الإدارة',
    image: scene('meeting'),
    imageAlt:
      'Drawing of a boardroom: a long walnut table with executive chairs, a wall screen on a wood slat wall and pendant lights.',
    imageAltAr:
      'رسم لقاعة اجتماعات: طاولة طويلة من خشب الجوز مع كراسٍ تنفيذية، وشاشة على جدار من الشرائح الخشبية، وإضاءة معلّقة.',
    visible: true,
    order: 2,
  },
  {
    seedKey: 'it',
    title: 'Computers, printers and interactive screens',
    titleAr: 'أجهزة كمبيوتر وطابعات وشاشات تفاعلية',
    image: scene('it'),
    imageAlt:
      'Drawing of an IT corner: a desk with two monitors, a multifunction printer on a cabinet and an interactive display on a mobile stand.',
    imageAltAr: 'رسم لركن تقني: مكتب عليه شاشتان، وطابعة متعددة الوظائف فوق خزانة، وشاشة تفاعلية على حامل متحرك.',
    visible: true,
    order: 3,
  },
];

/**
 * Inserts the built-in slides that are missing (matched by `seedKey`) and returns how many it
 * inserted; slides the admin edited, hid or deleted stay as they are.
 */
export async function seedHeroSlides(
  slides: readonly HeroSlideFields[] = SEED_HERO_SLIDES,
  now = new Date(),
): Promise<number> {
  await HeroSlide.createIndexes();
  const retired = await retiredSeedKeys('heroSlide');
  const wanted = slides.filter((slide) => slide.seedKey === undefined || !retired.has(slide.seedKey));
  if (wanted.length === 0) return 0;
  const result = await HeroSlide.bulkWrite(
    wanted.map((slide) => ({
      updateOne: {
        filter: { seedKey: slide.seedKey },
        update: { $setOnInsert: { ...slide, createdAt: now, updatedAt: now } },
        upsert: true,
        timestamps: false,
      },
    })),
    { ordered: false },
  );
  return result.upsertedCount;
}

/**
 * Copies the built-in scenes (drawn by `mf-catalog/scripts/draw-hero.mjs`, kept beside this file)
 * into the shop's picture folder when missing, so they are served, resized, like every picture.
 */
export async function copyHeroScenes(dirs: ShopImageDirs): Promise<number> {
  const target = path.join(dirs.shop, HERO_SCENE_FOLDER);
  await fs.mkdir(target, { recursive: true });
  let copied = 0;
  for (const name of SCENES) {
    const file = path.join(target, `${name}.webp`);
    try {
      await fs.access(file);
    } catch {
      const temporary = `${file}.${process.pid}.tmp`;
      await fs.copyFile(path.join(__dirname, 'images', `${name}.webp`), temporary);
      await fs.rename(temporary, file);
      copied += 1;
    }
  }
  return copied;
}
