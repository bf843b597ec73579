import type { AdminHeroSlideView, HeroSlideInput, HeroSlideView } from '@ogulf/contracts';
import { CONTENT_LIMITS } from '@ogulf/contracts';
import { retireSeedKey } from '../catalog/seed-tombstones';
import { ConflictError, NotFoundError, ValidationError } from '../http/errors';
import { HeroSlide, type HeroSlideFields, type HeroSlideRecord } from './model';

const DISPLAY_ORDER = { order: 1, _id: 1 } as const;
const OPTIONAL = ['subtitle', 'subtitleAr', 'buttonText', 'buttonTextAr', 'link'] as const;

/** The slides the home page shows, in display order. */
export async function listVisibleSlides(): Promise<HeroSlideView[]> {
  const records = await HeroSlide.find({ visible: true }).sort(DISPLAY_ORDER).lean<HeroSlideRecord[]>();
  return records.map(toView);
}

/** Every slide, hidden ones included, in display order. */
export async function listAdminSlides(): Promise<AdminHeroSlideView[]> {
  const records = await HeroSlide.find().sort(DISPLAY_ORDER).lean<HeroSlideRecord[]>();
  return records.map(toAdminView);
}

/** Adds a slide at the end. */
export async function createSlide(input: HeroSlideInput): Promise<AdminHeroSlideView> {
  const count = await HeroSlide.countDocuments();
  if (count >= CONTENT_LIMITS.maxSlides)
    throw new ConflictError(`The home page holds at most ${CONTENT_LIMITS.maxSlides} slides: delete one first`, {
      code: 'TOO_MANY_SLIDES',
    });
  const last = await HeroSlide.findOne({}, { order: 1 }).sort({ order: -1 }).lean<Pick<HeroSlideRecord, 'order'>>();
  const [record] = await HeroSlide.create([{ ...slideFields(input), order: (last?.order ?? 0) + 1 }]);
  return toAdminView(record!.toObject<HeroSlideRecord>());
}

/** Replaces a slide's texts, link and picture (its place in the order stays). */
export async function updateSlide(id: string, input: HeroSlideInput): Promise<AdminHeroSlideView> {
  const fields = slideFields(input);
  const unset = Object.fromEntries(OPTIONAL.filter((key) => fields[key] === undefined).map((key) => [key, 1]));
  const set = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const record = await HeroSlide.findByIdAndUpdate(
    id,
    { $set: set, ...(Object.keys(unset).length ? { $unset: unset } : {}) },
    { returnDocument: 'after' },
  ).lean<HeroSlideRecord>();
  if (!record) throw notFound(id);
  return toAdminView(record);
}

/** Shows or hides a slide on the home page. */
export async function toggleSlide(id: string): Promise<AdminHeroSlideView> {
  const current = await HeroSlide.findById(id, { visible: 1 }).lean<Pick<HeroSlideRecord, '_id' | 'visible'>>();
  if (!current) throw notFound(id);
  const record = await HeroSlide.findByIdAndUpdate(
    current._id,
    { $set: { visible: !current.visible } },
    { returnDocument: 'after' },
  ).lean<HeroSlideRecord>();
  if (!record) throw notFound(id);
  return toAdminView(record);
}

/** Puts the slides in the order of `ids`, which must name every slide once. */
export async function reorderSlides(ids: readonly string[]): Promise<AdminHeroSlideView[]> {
  const records = await HeroSlide.find({}, { _id: 1 }).lean<Array<Pick<HeroSlideRecord, '_id'>>>();
  const known = new Set(records.map((record) => String(record._id)));
  const wanted = ids.map((id) => id.toLowerCase());
  if (wanted.length !== known.size || !wanted.every((id) => known.has(id)))
    throw new ValidationError(
      'List every slide once: the slides changed, reload the page',
      [{ path: 'ids', message: 'List every slide once' }],
      { code: 'STALE_SLIDE_ORDER' },
    );
  await HeroSlide.bulkWrite(
    wanted.map((id, index) => ({ updateOne: { filter: { _id: id }, update: { $set: { order: index + 1 } } } })),
    { ordered: false },
  );
  return listAdminSlides();
}

/** Deletes a slide; a built-in one is retired so seeding does not bring it back. */
export async function deleteSlide(id: string): Promise<void> {
  const record = await HeroSlide.findByIdAndDelete(id).lean<HeroSlideRecord>();
  if (!record) throw notFound(id);
  if (record.seedKey) await retireSeedKey('heroSlide', record.seedKey);
}

function slideFields(input: HeroSlideInput): Omit<HeroSlideFields, 'order' | 'visible'> & { visible?: boolean } {
  const blank = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);
  return {
    title: input.title,
    titleAr: input.titleAr,
    subtitle: blank(input.subtitle),
    subtitleAr: blank(input.subtitleAr),
    buttonText: blank(input.buttonText),
    buttonTextAr: blank(input.buttonTextAr),
    link: blank(input.link),
    image: input.image,
    imageAlt: input.imageAlt,
    imageAltAr: input.imageAltAr,
    ...(input.visible === undefined ? {} : { visible: input.visible }),
  };
}

function toView(record: HeroSlideRecord): HeroSlideView {
  return {
    id: String(record._id),
    title: record.title,
    titleAr: record.titleAr,
    ...(record.subtitle ? { subtitle: record.subtitle } : {}),
    ...(record.subtitleAr ? { subtitleAr: record.subtitleAr } : {}),
    ...(record.buttonText ? { buttonText: record.buttonText } : {}),
    ...(record.buttonTextAr ? { buttonTextAr: record.buttonTextAr } : {}),
    ...(record.link ? { link: record.link } : {}),
    image: record.image,
    imageAlt: record.imageAlt,
    imageAltAr: record.imageAltAr,
    order: record.order,
  };
}

function toAdminView(record: HeroSlideRecord): AdminHeroSlideView {
  return { ...toView(record), visible: record.visible, updatedAt: record.updatedAt.toISOString() };
}

function notFound(id: string): NotFoundError {
  return new NotFoundError(`No hero slide with id "${id}"`, { code: 'SLIDE_NOT_FOUND' });
}
