import { trusted, type Types } from 'mongoose';
import type {
  FitoutCatalogView,
  FitoutProduct,
  FitoutRoomRules,
  FitoutRulesInput,
  FitoutRulesView,
} from '@ogulf/contracts';
import { Category, Product, Subcategory, type ProductRecord } from '../catalog/model';
import { loadTaxonomy, toProductView } from '../catalog/service';
import { AppError } from '../http/errors';
import { DEFAULT_FITOUT_RULES } from './defaults';
import { FITOUT_RULES_KEY, FitoutRules, type FitoutRulesFields } from './model';

/** The rules as saved, or the built-in ones (`updatedAt: null`) before the admin's first save. */
export async function getFitoutRules(): Promise<FitoutRulesView> {
  const record = await FitoutRules.findOne({ key: FITOUT_RULES_KEY }).lean<FitoutRulesFields>();
  return toView(record);
}

/**
 * Replaces every room type's rules. A rule naming a product, subcategory or category that does
 * not exist answers 422 `UNKNOWN_CATALOG_SLUG` (details: where and which slug) and saves nothing:
 * a typo would otherwise silently suggest nothing.
 */
export async function saveFitoutRules(input: FitoutRulesInput): Promise<FitoutRulesView> {
  const wanted = { product: new Set<string>(), subcategory: new Set<string>(), category: new Set<string>() };
  for (const room of input.rooms) for (const item of room.items) wanted[item.source.kind].add(item.source.slug);
  const [products, subcategories, categories] = await Promise.all([
    Product.find({ slug: trusted({ $in: [...wanted.product] }) }, { slug: 1 }).lean<Array<{ slug: string }>>(),
    Subcategory.find({ slug: trusted({ $in: [...wanted.subcategory] }) }, { slug: 1 }).lean<Array<{ slug: string }>>(),
    Category.find({ slug: trusted({ $in: [...wanted.category] }) }, { slug: 1 }).lean<Array<{ slug: string }>>(),
  ]);
  const known = {
    product: new Set(products.map((record) => record.slug)),
    subcategory: new Set(subcategories.map((record) => record.slug)),
    category: new Set(categories.map((record) => record.slug)),
  };
  const unknown = input.rooms.flatMap((room, roomIndex) =>
    room.items.flatMap((item, itemIndex) =>
      known[item.source.kind].has(item.source.slug)
        ? []
        : [
            {
              path: `rooms.${roomIndex}.items.${itemIndex}.source.slug`,
              kind: item.source.kind,
              slug: item.source.slug,
            },
          ],
    ),
  );
  if (unknown.length > 0)
    throw new AppError(
      422,
      'UNKNOWN_CATALOG_SLUG',
      'Some rules name products or categories the catalogue does not have',
      {
        details: unknown,
      },
    );
  const record = await FitoutRules.findOneAndUpdate(
    { key: FITOUT_RULES_KEY },
    { $set: { rooms: input.rooms.map(cleanRoom) } },
    { upsert: true, returnDocument: 'after' },
  ).lean<FitoutRulesFields>();
  return toView(record);
}

/**
 * The public read of the builder: the rules and every listed product they may suggest, that is
 * the products of each subcategory and category a rule names and of the subcategory of each
 * product a rule names (the alternatives a buyer may swap to).
 */
export async function fitoutCatalog(): Promise<FitoutCatalogView> {
  const [{ rooms }, taxonomy] = await Promise.all([getFitoutRules(), loadTaxonomy()]);
  const sources = rooms.flatMap((room) => room.items.map((item) => item.source));
  const slugsOf = (kind: string) => sources.filter((source) => source.kind === kind).map((source) => source.slug);
  const named = await Product.find(
    { slug: trusted({ $in: slugsOf('product') }) },
    { category: 1, subcategory: 1 },
  ).lean<Array<Pick<ProductRecord, 'category' | 'subcategory'>>>();
  const subcategoryIds: Types.ObjectId[] = [
    ...taxonomy.subcategories
      .filter((record) => slugsOf('subcategory').includes(record.slug))
      .map((record) => record._id),
    ...named.flatMap((record) => (record.subcategory ? [record.subcategory] : [])),
  ];
  const categoryIds: Types.ObjectId[] = [
    ...taxonomy.categories.filter((record) => slugsOf('category').includes(record.slug)).map((record) => record._id),
    // A named product outside any subcategory is swapped within its category.
    ...named.flatMap((record) => (record.subcategory ? [] : [record.category])),
  ];
  const activeCategories = taxonomy.categories.filter((record) => record.active).map((record) => record._id);
  const records = await Product.find({
    active: trusted({ $ne: false }),
    category: trusted({ $in: activeCategories }),
    $or: [
      { subcategory: trusted({ $in: subcategoryIds }) },
      { category: trusted({ $in: categoryIds }) },
      { slug: trusted({ $in: slugsOf('product') }) },
    ],
  })
    .sort({ name: 1, _id: 1 })
    .lean<ProductRecord[]>();
  return { rooms, products: records.map((record) => toFitoutProduct(toProductView(record, taxonomy))) };
}

function toFitoutProduct(view: ReturnType<typeof toProductView>): FitoutProduct {
  const { id, slug, name, nameAr, price, contactForQuote, image, category, subcategory } = view;
  return { id, slug, name, nameAr, price, contactForQuote, image, category, subcategory };
}

/** A rule as stored and answered: no `undefined` keys (a stored `when: null` would read back). */
function cleanRoom(room: FitoutRoomRules): FitoutRoomRules {
  return {
    type: room.type,
    items: room.items.map(({ source, pick, quantity, when }) => ({
      source: { kind: source.kind, slug: source.slug },
      pick,
      quantity: { ...quantity },
      ...(when
        ? {
            when: {
              answer: when.answer,
              ...(when.equals !== undefined ? { equals: when.equals } : {}),
              ...(when.atLeast !== undefined ? { atLeast: when.atLeast } : {}),
              ...(when.atMost !== undefined ? { atMost: when.atMost } : {}),
            },
          }
        : {}),
    })),
  };
}

function toView(record: FitoutRulesFields | null): FitoutRulesView {
  return {
    rooms: (record ? record.rooms : DEFAULT_FITOUT_RULES).map(cleanRoom),
    updatedAt: record?.updatedAt ? record.updatedAt.toISOString() : null,
  };
}
