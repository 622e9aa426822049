// "Take everything with you": one zip of every recipe the user owns (outside the trash), each as
// schema.org Recipe JSON-LD (jsonld.ts) with its photo, and a README saying what is inside. The
// zip is streamed as it is made; its entries are stored (photos are WebP, the JSON is small), so
// its size is known up front and the browser can show progress.
import type { Readable } from 'node:stream';
import yazl from 'yazl';
import { imageVariantPath } from '../../contract/image-values';
import type { RecipeRow, UserRow } from '../db/schema';
import type { AppDeps } from '../deps';
import { imageIdOf } from '../objects/service';
import { selectRecipesByIds } from '../recipes/queries';
import { recipeFileName, recipeJsonLd } from './jsonld';
import type { CreatedPosition } from '../lib/position-cursor';
import { selectOwnRecipeKeysAfter } from './queries';

export interface ExportArchive {
  stream: Readable;
  /** The zip's size in bytes, before any of it is sent. */
  size: number;
  recipes: number;
  /** Where the next part starts; null when this part is the last. */
  next: ExportPosition | null;
  /** How many recipes the parts after this one hold. */
  remaining: number;
}

/** Where a part starts: after the recipe created at `createdAt` with id `id`, in that order. */
export type ExportPosition = CreatedPosition;

/**
 * What a part may hold: no more than one import takes (IMPORT_FILE_MAX_BYTES, all of it unpacked
 * within IMPORT_FILE_MAX_UNPACKED_BYTES, IMPORT_FILE_MAX_ENTRIES files and
 * IMPORT_FILE_MAX_RECIPES recipes), so that every part of an export can be imported back as it is.
 */
function partBounds(config: AppDeps['config']) {
  return {
    bytes: Math.min(config.IMPORT_FILE_MAX_BYTES, config.IMPORT_FILE_MAX_UNPACKED_BYTES),
    entries: config.IMPORT_FILE_MAX_ENTRIES,
    recipes: config.IMPORT_FILE_MAX_RECIPES,
  };
}

/**
 * Bytes a zip entry takes besides its content, at most: its local header and its central
 * directory record, each with its name, room for zip64 fields, and a data descriptor.
 */
const entryOverhead = (name: string) => 2 * Buffer.byteLength(name) + 200;

/** The README and the directory's end records, generously. */
const PART_OVERHEAD = 4096;

/** Recipes read from the database at a time while a part is filled. */
const READ_CHUNK = 100;

/** The object key of a processed image's largest size ('images/<id>/full.webp'). */
const fullImageKey = (imageUrl: string) =>
  imageVariantPath(imageUrl, 'full').slice('/objects/'.length);

function readme(
  user: UserRow,
  recipes: number,
  photos: number,
  at: Date,
  part: { number: number; isLast: boolean; photosLeftOut: number },
): string {
  const isWhole = part.number === 1 && part.isLast;
  return [
    'Your recipes from Potluck',
    '',
    `Exported ${at.toISOString()} for ${user.email}: ${recipes} recipe(s), ${photos} photo(s).`,
    ...(part.photosLeftOut > 0
      ? [
          `${part.photosLeftOut} photo(s) are left out: with its recipe, each is bigger than one`,
          'import takes on this server (IMPORT_FILE_MAX_BYTES).',
        ]
      : []),
    ...(isWhole
      ? []
      : [
          '',
          `This is part ${part.number} of the export. ${
            part.isLast
              ? 'It is the last part.'
              : 'More recipes follow in the next part: a library this big comes in parts, each'
          }`,
          ...(part.isLast ? [] : ['no bigger than one import takes. Import each part.']),
        ]),
    '',
    'recipes/  one file per recipe, as schema.org Recipe JSON-LD (https://schema.org/Recipe):',
    '          name, description, recipeIngredient, recipeInstructions, keywords (your tags),',
    '          recipeYield (servings), prepTime and cookTime, isBasedOn (the page it came',
    '          from), video (a tip video) and image (its photo in this zip).',
    "photos/   each recipe's photo as WebP, named by the recipe's id.",
    '',
    "Potluck's Import Recipes (in the account menu) reads this zip back as it is, photos",
    'included; most other recipe apps import schema.org recipes too.',
    '',
  ].join('\n');
}

interface PartEntry {
  row: RecipeRow;
  json: Buffer;
  photo: { key: string; size: number } | null;
}

/**
 * The recipes `user` owns after `after` (from the first when null) that fit in one part, in the
 * order they were created, and how many of the rows after `after` were passed over.
 */
async function fillPart(
  deps: Pick<AppDeps, 'db' | 'objects' | 'config'>,
  user: UserRow,
  after: ExportPosition | null,
): Promise<{
  entries: PartEntry[];
  consumed: number;
  owned: Array<{ id: string; created_at: string }>;
  /** Photos left out, each making its recipe bigger than one import takes. */
  photosLeftOut: number;
}> {
  const owned = await selectOwnRecipeKeysAfter(deps.db, user.id, after);
  const bounds = partBounds(deps.config);
  const entries: PartEntry[] = [];
  let bytes = PART_OVERHEAD;
  let files = 1; // the README
  let consumed = 0;
  let photosLeftOut = 0;
  for (let start = 0; start < owned.length; start += READ_CHUNK) {
    const chunk = owned.slice(start, start + READ_CHUNK);
    const rows = await selectRecipesByIds(
      deps.db,
      chunk.map((row) => row.id),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const { id } of chunk) {
      const row = byId.get(id);
      if (row) {
        const info =
          row.image_url && imageIdOf(row.image_url)
            ? await deps.objects.head(fullImageKey(row.image_url))
            : null;
        let photo =
          info && row.image_url ? { key: fullImageKey(row.image_url), size: info.size } : null;
        const recipePath = recipePathOf(row);
        const costOf = (json: Buffer) =>
          json.length +
          entryOverhead(recipePath) +
          (photo ? photo.size + entryOverhead(photoPathOf(row)) : 0);
        let json = jsonOf(row, photo);
        // A recipe whose photo alone makes it bigger than one import takes (a bound set below
        // a photo's size) comes without it, so that its part still imports; the README says so.
        const isLeftOut = photo !== null && PART_OVERHEAD + costOf(json) > bounds.bytes;
        if (isLeftOut) {
          photo = null;
          json = jsonOf(row, null);
        }
        const cost = costOf(json);
        const count = photo ? 2 : 1;
        // A part holds one recipe at least, however big: it cannot be cut in two.
        const isFull =
          bytes + cost > bounds.bytes ||
          files + count > bounds.entries ||
          entries.length + 1 > bounds.recipes;
        if (entries.length > 0 && isFull) return { entries, consumed, owned, photosLeftOut };
        // Counted in the part the recipe goes in, not in one it did not fit.
        if (isLeftOut) photosLeftOut += 1;
        entries.push({ row, json, photo });
        bytes += cost;
        files += count;
      }
      // A recipe trashed since the list was read is passed over like one that was put in.
      consumed += 1;
    }
  }
  return { entries, consumed, owned, photosLeftOut };
}

const jsonOf = (row: RecipeRow, photo: object | null) =>
  Buffer.from(`${JSON.stringify(recipeJsonLd(row, photo ? photoPathOf(row) : null), null, 2)}\n`);

const recipePathOf = (row: RecipeRow) => `recipes/${recipeFileName(row, 'jsonld')}`;
const photoPathOf = (row: RecipeRow) => `photos/${row.id}.webp`;

/**
 * One part of the zip of everything `user` owns, ready to stream: the recipes created after
 * `after` (from the first when null) that fit in what one import takes, so that any export,
 * however big, imports back part by part. Most libraries are one part.
 */
export async function exportArchive(
  deps: Pick<AppDeps, 'db' | 'objects' | 'log' | 'config'>,
  user: UserRow,
  part: { after: ExportPosition | null; number: number } = { after: null, number: 1 },
): Promise<ExportArchive> {
  const { entries, consumed, owned, photosLeftOut } = await fillPart(deps, user, part.after);
  const lastRead = owned[consumed - 1];
  const next =
    consumed < owned.length && lastRead
      ? { createdAt: lastRead.created_at, id: lastRead.id }
      : null;
  const now = new Date();
  const zip = new yazl.ZipFile();
  const stored = { compress: false, mtime: now };
  const output = zip.outputStream as Readable;
  // A photo that goes missing or fails while it is read ends the download as failed (the
  // browser says so), never the process; a download given up closes the photo being read.
  let reading: NodeJS.ReadableStream | null = null;
  const fail = (err: unknown) => {
    deps.log.error({ err }, 'an export could not be completed');
    output.destroy(err instanceof Error ? err : new Error(String(err)));
  };
  zip.on('error', fail);
  output.on('close', () => {
    const stream = reading as (NodeJS.ReadableStream & { destroy?: () => void }) | null;
    stream?.destroy?.();
  });

  const photos = entries.filter((entry) => entry.photo !== null).length;
  const about = readme(user, entries.length, photos, now, {
    number: part.number,
    isLast: next === null,
    photosLeftOut,
  });
  zip.addBuffer(Buffer.from(about), 'README.txt', stored);
  for (const { row, json, photo } of entries) {
    zip.addBuffer(json, recipePathOf(row), stored);
    if (photo) {
      zip.addReadStreamLazy(photoPathOf(row), { ...stored, size: photo.size }, (done) => {
        deps.objects
          .serve(photo.key)
          .then((object) => {
            if (!object) return done(new Error(`photo ${photo.key} is gone`), null!);
            reading = object.stream;
            object.stream.on('error', fail);
            done(null, object.stream);
          })
          .catch((err: unknown) => done(err, null!));
      });
    }
  }
  const size = await new Promise<number>((resolve) => zip.end(undefined, resolve as () => void));
  return {
    stream: output,
    size,
    recipes: entries.length,
    next,
    remaining: owned.length - consumed,
  };
}
