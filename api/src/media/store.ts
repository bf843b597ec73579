import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import mongoose, { Schema } from 'mongoose';
import sharp from 'sharp';
import type { ShopImageDirs } from '../catalog/shop-images';
import type { CacheGenerations } from '../http/cache-generations';
import type { Logger } from '../http/logger';
import { UPLOAD_CATEGORIES } from '@ogulf/contracts';

/**
 * Where the admin's uploads live when several API instances serve one shop: the database is the
 * source of truth, each instance's `<DATA_DIR>/images/shop/<category>/` a cache of it.
 *
 * - `uploads` lists the pictures (small documents: name, size); `upload_data` holds their bytes,
 *   one document each. They are apart because FerretDB reads a whole collection for any query: a
 *   lookup in the list stays cheap however many megabytes the pictures add up to.
 * - Each instance keeps the list in memory and reloads it when the `uploads` cache generation
 *   changes (an upload or a delete on any instance, seen within about a second). A picture on
 *   the list is served from the local disk, fetched from `upload_data` on the first request; a
 *   name not on the list is a 404 without a query, so guessing names costs the database nothing.
 *   A name made in the last few seconds may belong to an upload that another instance has just
 *   stored: such a request waits for the next generation poll before it answers 404.
 * - A delete removes both documents and bumps the generation; every instance then drops the
 *   picture from its list and its disk (with its resized variants) on its next reload.
 *
 * The seeded catalogue's drawings are not here: every instance draws them at start.
 */

/** The cache-generation tag of the upload list. */
export const UPLOADS_TAG = 'uploads';
/** What the server names an upload: base-36 time, a hyphen, 16 random hex digits. */
export const GENERATED_NAME = /^([a-z0-9]{6,12})-[0-9a-f]{16}\.webp$/;
/** How long after its name was made an unknown picture may still be on its way from another instance. */
const NEW_NAME_WINDOW_MS = 10_000;
/** Written once the pictures of a data folder kept before uploads went to the database are adopted. */
const ADOPTED_MARKER = '.uploads-in-database';

interface UploadFields {
  /** `<category>/<name>`, the picture's path under `/assets/images/shop/`. */
  _id: string;
  bytes: number;
  width: number;
  height: number;
  at: Date;
}
interface UploadDataFields {
  _id: string;
  data: Buffer;
}

const uploadSchema = new Schema<UploadFields>(
  {
    _id: { type: String, required: true },
    bytes: { type: Number, required: true },
    width: { type: Number, required: true },
    height: { type: Number, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'uploads', versionKey: false },
);
export const Upload = mongoose.model<UploadFields>('Upload', uploadSchema);
const uploadDataSchema = new Schema<UploadDataFields>(
  { _id: { type: String, required: true }, data: { type: Buffer, required: true } },
  { collection: 'upload_data', versionKey: false },
);
export const UploadData = mongoose.model<UploadDataFields>('UploadData', uploadDataSchema);

/** `<category>/<name>` when `segments` name an upload (an upload folder and a generated name). */
export function uploadKey(segments: readonly string[]): string | undefined {
  if (segments.length !== 2) return undefined;
  const [category, name] = segments as [string, string];
  if (!(UPLOAD_CATEGORIES as readonly string[]).includes(category) || !GENERATED_NAME.test(name)) return undefined;
  return `${category}/${name}`;
}

export interface UploadMeta {
  width: number;
  height: number;
}

export class UploadStore {
  private known: Set<string> | undefined;
  /** The `uploads` generation the list was loaded at. */
  private knownGeneration: string | undefined;
  private loading: Promise<void> | undefined;
  private readonly fetching = new Map<string, Promise<boolean>>();

  constructor(
    private readonly dirs: ShopImageDirs,
    private readonly generations: CacheGenerations,
    private readonly log?: Logger,
  ) {}

  /**
   * Stores a new picture (bytes first, so a listed picture always has them), keeps it on this
   * instance's disk and tells the other instances before the upload is acknowledged.
   */
  async save(key: string, data: Buffer, meta: UploadMeta): Promise<void> {
    await UploadData.create({ _id: key, data });
    try {
      await Upload.create({ _id: key, bytes: data.length, width: meta.width, height: meta.height, at: new Date() });
    } catch (error) {
      await UploadData.deleteOne({ _id: key }).catch(() => undefined);
      throw error;
    }
    // The local copy is only a cache: without it the first request fetches the picture again.
    await writeAtomically(this.localFile(key), data).catch((error: unknown) =>
      this.log?.error(`Could not keep a copy of the upload ${key} on this instance's disk`, error),
    );
    await this.changed(() => this.known?.add(key));
  }

  /** Deletes a picture everywhere; false when there was no such upload. */
  async remove(key: string): Promise<boolean> {
    const { deletedCount } = await Upload.deleteOne({ _id: key });
    await UploadData.deleteOne({ _id: key });
    await this.removeLocal(key);
    await this.changed(() => this.known?.delete(key));
    return deletedCount > 0;
  }

  /**
   * Makes sure the upload `key` is on this instance's disk, fetching it from the database on the
   * first request; false (and any stale local copy removed) when no such upload exists.
   * `requestedAt` is when the request came: writes acknowledged before it are taken into account.
   */
  async ensureLocal(key: string, requestedAt: number): Promise<boolean> {
    let known = await this.list();
    if (!known.has(key) && madeRecently(key, requestedAt)) {
      await this.generations.refreshedSince(requestedAt);
      known = await this.list();
    }
    if (!known.has(key)) {
      // Deleted on another instance (or never uploaded): a local copy must not be served.
      if (await isFile(this.localFile(key))) await this.removeLocal(key);
      return false;
    }
    if (await isFile(this.localFile(key))) return true;
    let fetching = this.fetching.get(key);
    if (!fetching) {
      fetching = this.fetch(key).finally(() => this.fetching.delete(key));
      this.fetching.set(key, fetching);
    }
    return fetching;
  }

  /**
   * Adds to the database the uploads of a data folder from before they were kept there (once per
   * data folder, marked by a file), so upgrading a single server loses no picture. A picture
   * deleted on another instance is never brought back: the marker is written at the first start.
   */
  async adoptLocalFiles(): Promise<number> {
    const marker = path.join(this.dirs.shop, ADOPTED_MARKER);
    if (await isFile(marker)) return 0;
    const listed = new Set((await Upload.find({}, { _id: 1 }).lean()).map((upload) => upload._id));
    let adopted = 0;
    for (const category of UPLOAD_CATEGORIES) {
      const names = await fs.readdir(path.join(this.dirs.shop, category)).catch(() => [] as string[]);
      for (const name of names) {
        const key = `${category}/${name}`;
        if (!GENERATED_NAME.test(name) || listed.has(key)) continue;
        const data = await fs.readFile(path.join(this.dirs.shop, category, name));
        const meta = await sharp(data)
          .metadata()
          .catch(() => undefined);
        if (!meta?.width || !meta.height) continue;
        try {
          await UploadData.create({ _id: key, data });
          await Upload.create({ _id: key, bytes: data.length, width: meta.width, height: meta.height, at: new Date() });
          adopted += 1;
        } catch (error) {
          if ((error as { code?: unknown }).code !== 11000) throw error;
        }
      }
    }
    await writeAtomically(
      marker,
      Buffer.from('Uploads of this folder are in the database (collections uploads and upload_data).\n'),
    );
    if (adopted > 0) {
      await this.generations.bump(UPLOADS_TAG);
      this.log?.info(`stored ${adopted} uploaded pictures of ${this.dirs.shop} in the database`);
    }
    return adopted;
  }

  /** The list of uploads, reloaded when another instance changed it. */
  private async list(): Promise<Set<string>> {
    const syncing = this.generations.sync();
    if (syncing) await syncing;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const generation = this.generations.current(UPLOADS_TAG);
      if (this.known && this.knownGeneration === generation) return this.known;
      this.loading ??= this.load(generation).finally(() => {
        this.loading = undefined;
      });
      await this.loading;
    }
    if (!this.known) throw new Error('The list of uploads could not be loaded');
    return this.known;
  }

  private async load(generation: string | undefined): Promise<void> {
    let next: Set<string>;
    try {
      next = new Set((await Upload.find({}, { _id: 1 }).lean()).map((upload) => upload._id));
    } catch (error) {
      // With a list loaded before, go on with it (the database is down, nobody can change it).
      if (!this.known) throw error;
      this.log?.warn(`Could not reload the list of uploads: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    const gone = this.known ? [...this.known].filter((key) => !next.has(key)) : [];
    this.known = next;
    this.knownGeneration = generation;
    await Promise.all(gone.map((key) => this.removeLocal(key)));
  }

  /** Applies a change made here to the list and announces it (awaited: the reply says it is done). */
  private async changed(apply: () => void): Promise<void> {
    const upToDate = this.known !== undefined && this.knownGeneration === this.generations.current(UPLOADS_TAG);
    apply();
    await this.generations.bump(UPLOADS_TAG);
    // The list already holds this change; any other instance's change makes the generations differ again.
    if (upToDate) this.knownGeneration = this.generations.current(UPLOADS_TAG);
  }

  private async fetch(key: string): Promise<boolean> {
    const document = await UploadData.findById(key);
    if (!document) return false;
    await writeAtomically(this.localFile(key), Buffer.from(document.data));
    return true;
  }

  private localFile(key: string): string {
    return path.join(this.dirs.shop, ...key.split('/'));
  }

  /** Removes this instance's copy and its resized variants (`<name>.w<width>.q<quality>.webp`). */
  private async removeLocal(key: string): Promise<void> {
    await fs.rm(this.localFile(key), { force: true });
    const [category, name] = key.split('/') as [string, string];
    const folder = path.join(this.dirs.cache, 'shop', category);
    const variants = await fs.readdir(folder).catch(() => [] as string[]);
    await Promise.all(
      variants
        .filter((entry) => entry.startsWith(`${name}.`))
        .map((entry) => fs.rm(path.join(folder, entry), { force: true })),
    );
  }
}

/** True when the upload's name was made within NEW_NAME_WINDOW_MS of `time` (either way: clocks differ a little). */
function madeRecently(key: string, time: number): boolean {
  const stamp = GENERATED_NAME.exec(key.slice(key.indexOf('/') + 1))?.[1];
  if (stamp === undefined) return false;
  return Math.abs(parseInt(stamp, 36) - time) <= NEW_NAME_WINDOW_MS;
}

async function writeAtomically(file: string, data: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  );
  try {
    await fs.writeFile(temporary, data, { flag: 'wx' });
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

declare module 'koa' {
  interface DefaultContext {
    /** The admin's uploaded pictures, shared by every instance through the database. */
    uploads: UploadStore;
  }
}
