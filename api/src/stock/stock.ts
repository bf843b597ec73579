import mongoose, { Schema, trusted, type Model } from 'mongoose';
import { InsertBatcher } from '../db/insert-batcher';
import { insertFreeIds } from '../db/numbered-places';
import { KeyBatcher } from '../db/key-batcher';
import { AppError } from '../http/errors';
import type { CatalogMemo } from '../catalog/pricing';
import type { CacheInvalidator } from '../http/read-cache';

/** The read cache's tag for stock figures: every order or stock write invalidates it. */
export const STOCK_CACHE_TAG = 'stock';

/**
 * The stock of one key (a variant's SKU, or `p:<productId>` for a product without variants).
 * `epoch` changes each time the admin sets a figure: the units of the current epoch are numbered
 * 1..received, so a new figure never meets the numbers an earlier one handed out.
 */
export interface StockLevel {
  _id: string;
  epoch: number;
  received: number;
}

/**
 * One unit taken by an order: `_id` is `<key>|<epoch>|<n>` with n in 1..received. Stock never goes
 * below zero because a unit is taken by INSERTING its document: the unique `_id` lets exactly one
 * insert of each number succeed, on FerretDB (whose `$inc` and conditional updates are a read then a
 * write) as on MongoDB, and across API instances on one database. Giving back is a delete.
 */
export interface StockUnit {
  _id: string;
  stockKey: string;
  epoch: number;
  orderId: string;
  /** The checkout's Idempotency-Key ('' for none): a replay finds the units its first attempt took. */
  key: string;
}

const levelSchema = new Schema<StockLevel>(
  {
    _id: { type: String, required: true },
    epoch: { type: Number, required: true },
    received: { type: Number, required: true, min: 0 },
  },
  { collection: 'stock_levels', versionKey: false },
);
const unitSchema = new Schema<StockUnit>(
  {
    _id: { type: String, required: true },
    stockKey: { type: String, required: true },
    epoch: { type: Number, required: true },
    orderId: { type: String, required: true },
    key: { type: String, default: '' },
  },
  { collection: 'stock_units', versionKey: false },
);
unitSchema.index({ stockKey: 1, epoch: 1 });
unitSchema.index({ orderId: 1 });
unitSchema.index({ key: 1 });

export const StockLevelModel = mongoose.model<StockLevel>('StockLevel', levelSchema);
export const StockUnitModel = mongoose.model<StockUnit>('StockUnit', unitSchema);

/** The stock key of an order line or product: its variant's SKU, else `p:<productId>`. */
export function stockKeyOf(productId: string, variantSku?: string): string {
  return variantSku ? variantSku : `p:${productId}`;
}

/** Units left per key; `null` for a key that is not counted (no figure was ever set). */
export async function readStock(keys: readonly string[]): Promise<Map<string, number | null>> {
  const unique = [...new Set(keys)];
  const result = new Map<string, number | null>(unique.map((key) => [key, null]));
  if (unique.length === 0) return result;
  const levels = await StockLevelModel.find({ _id: trusted({ $in: unique }) }).lean<StockLevel[]>();
  if (levels.length === 0) return result;
  const units = await StockUnitModel.find(
    { stockKey: trusted({ $in: levels.map((level) => level._id) }) },
    { stockKey: 1, epoch: 1 },
  ).lean<Pick<StockUnit, 'stockKey' | 'epoch'>[]>();
  for (const level of levels) {
    const taken = units.filter((unit) => unit.stockKey === level._id && unit.epoch === level.epoch).length;
    result.set(level._id, Math.max(0, level.received - taken));
  }
  return result;
}

/** `readStock` through the read cache (a few seconds, forgotten on every order or stock write). */
export function stockOf(keys: readonly string[], memo?: CatalogMemo): Promise<Map<string, number | null>> {
  if (!memo) return readStock(keys);
  const sorted = [...new Set(keys)].sort();
  return memo.remember(STOCK_CACHE_TAG, sorted.join(','), 10_000, () => readStock(sorted));
}

/**
 * Sets the units on hand for a key (`null`: not counted any more). Starts a new epoch: the units
 * earlier orders hold stay theirs (and are given back by delete on cancel), and the new figure is
 * numbered from 1. Admin-only and one writer at a time is assumed (the last figure typed wins).
 */
export async function setStock(key: string, available: number | null): Promise<void> {
  if (available === null) {
    await StockLevelModel.deleteOne({ _id: key });
    return;
  }
  const level = await StockLevelModel.findById(key).lean<StockLevel>();
  await StockLevelModel.updateOne(
    { _id: key },
    { $set: { epoch: (level?.epoch ?? 0) + 1, received: available } },
    { upsert: true },
  );
}

export interface StockLine {
  productId: string;
  variantSku?: string;
  quantity: number;
  name: string;
}

/**
 * The stock levels a checkout reads before taking units: orders placed at the same moment share
 * one query (`key-batcher.ts`), made after each of them asked, so none takes units of an epoch
 * the admin had already replaced when its request came.
 */
/**
 * The units held per stock key (ids of every epoch), read for the checkouts of the moment in one
 * query: FerretDB reads the whole `stock_units` collection for any filter, so one read serves all.
 */
const heldUnits = new KeyBatcher<string, string[]>(async (stockKeys) => {
  const units = await StockUnitModel.find({ stockKey: trusted({ $in: stockKeys }) }, { _id: 1, stockKey: 1 }).lean<
    Pick<StockUnit, '_id' | 'stockKey'>[]
  >();
  const held = new Map<string, string[]>();
  for (const unit of units) {
    const ids = held.get(unit.stockKey);
    if (ids) ids.push(unit._id);
    else held.set(unit.stockKey, [unit._id]);
  }
  return held;
});

/** Units taken by orders placed at the same moment go to the database together (`insert-batcher.ts`). */
const unitInserts = new InsertBatcher(StockUnitModel as unknown as Model<never>);

const levelReads = new KeyBatcher<string, StockLevel>(async (keys) => {
  const levels = await StockLevelModel.find({ _id: trusted({ $in: keys }) }).lean<StockLevel[]>();
  return new Map(levels.map((level) => [level._id, level]));
});

/** The units each stock key is wanted for (lines of one key added up). */
function wantedUnits(lines: readonly StockLine[]): Map<string, StockLine> {
  const wanted = new Map<string, StockLine>();
  for (const line of lines) {
    const key = stockKeyOf(line.productId, line.variantSku);
    const before = wanted.get(key);
    wanted.set(key, before ? { ...before, quantity: before.quantity + line.quantity } : line);
  }
  return wanted;
}

/** The stock levels of the lines' counted keys (none for lines not counted), read after this call. */
export async function stockLevelsOf(lines: readonly StockLine[]): Promise<StockLevel[]> {
  const keys = [...wantedUnits(lines).keys()];
  return keys.length === 0 ? [] : [...(await levelReads.call(keys)).values()];
}

/**
 * Takes `quantity` units of every counted line for the order, or nothing: when one line is short
 * the units this call took are deleted again and 409 `OUT_OF_STOCK` names the line. True when a
 * line was counted (units were taken: the stock figures changed).
 */
export async function takeStock(
  lines: readonly StockLine[],
  holder: { orderId: string; key: string },
  /** The lines' levels, read after the request came (`stockLevelsOf`); read here without them. */
  levelsRead?: readonly StockLevel[],
): Promise<boolean> {
  const wanted = wantedUnits(lines);
  if (wanted.size === 0) return false;
  const levels = levelsRead ?? (await stockLevelsOf(lines));
  try {
    // Every counted line at once: their reads and inserts share statements with each other's.
    const taken = await Promise.all(
      levels.map((level) => takeUnits(level, (wanted.get(level._id) as StockLine).quantity, holder)),
    );
    for (const [index, level] of levels.entries()) {
      const line = wanted.get(level._id) as StockLine;
      const got = taken[index] ?? 0;
      if (got < line.quantity) {
        const left = (await readStock([level._id])).get(level._id) ?? 0;
        throw new AppError(409, 'OUT_OF_STOCK', `Only ${left + got} left of ${line.name}`, {
          details: { productId: line.productId, variantSku: line.variantSku ?? '', available: left + got },
        });
      }
    }
  } catch (error) {
    await giveStockBack(holder.orderId).catch(() => undefined);
    throw error;
  }
  return levels.length > 0;
}

async function takeUnits(
  level: StockLevel,
  quantity: number,
  holder: { orderId: string; key: string },
): Promise<number> {
  const seen = new Set((await heldUnits.call([level._id])).get(level._id) ?? []);
  const ids = Array.from({ length: level.received }, (_unused, index) => `${level._id}|${level.epoch}|${index + 1}`);
  const won = await insertFreeIds(ids, seen, quantity, (_id) =>
    unitInserts.insert({ _id, stockKey: level._id, epoch: level.epoch, orderId: holder.orderId, key: holder.key }),
  );
  return won.length;
}

/** Whether units are held under this Idempotency-Key (a replay's first attempt, or its twin). */
export async function stockHeldUnderKey(key: string): Promise<boolean> {
  return (await StockUnitModel.exists({ key })) !== null;
}

/** Gives back every unit the order holds; safe to repeat. */
export async function giveStockBack(orderId: string): Promise<void> {
  await StockUnitModel.deleteMany({ orderId });
}

/** Gives back a cancelled or deleted order's units and forgets the cached figures (every instance). */
export async function giveOrderStockBack(cache: CacheInvalidator, orderId: string): Promise<void> {
  await giveStockBack(orderId);
  cache.invalidate(STOCK_CACHE_TAG);
}

/** The stock fields of a product record (the catalogue's), whose figures live here. */
export interface CountedProduct {
  _id: unknown;
  stock?: number | null;
  variants?: ReadonlyArray<{ sku: string; stock: number | null }>;
}

function figuresOf(product: CountedProduct): Map<string, number | null> {
  const variants = product.variants ?? [];
  if (variants.length === 0) return new Map([[stockKeyOf(String(product._id)), product.stock ?? null]]);
  return new Map(variants.map((variant) => [variant.sku, variant.stock]));
}

/**
 * After a product save: sets the figures the admin changed, i.e. those that differ from the units
 * left now. A figure saved unchanged is not set again, so the orders placed since the form was
 * opened keep their units off it.
 */
export async function saveProductStock(product: CountedProduct, cache?: CacheInvalidator): Promise<void> {
  const wanted = figuresOf(product);
  const now = await readStock([...wanted.keys()]);
  for (const [key, figure] of wanted) if (now.get(key) !== figure) await setStock(key, figure);
  cache?.invalidate(STOCK_CACHE_TAG);
}

/** Product records with their stock fields replaced by the units left (null: not counted). */
export async function withLiveStock<T extends CountedProduct>(records: readonly T[], memo?: CatalogMemo): Promise<T[]> {
  const live = await stockOf(
    records.flatMap((record) => [...figuresOf(record).keys()]),
    memo,
  );
  return records.map((record) => {
    const variants = record.variants ?? [];
    if (variants.length === 0) return { ...record, stock: live.get(stockKeyOf(String(record._id))) ?? null };
    return { ...record, variants: variants.map((variant) => ({ ...variant, stock: live.get(variant.sku) ?? null })) };
  });
}
