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

export interface ExportArchive {
  stream: Readable;
  /** The zip's size in bytes, before any of it is sent. */
  size: number;
  recipes: number;
}

/** The object key of a processed image's largest size ('images/<id>/full.webp'). */
const fullImageKey = (imageUrl: string) =>
  imageVariantPath(imageUrl, 'full').slice('/objects/'.length);

function readme(user: UserRow, recipes: number, photos: number, at: Date): string {
  return [
    'Your recipes from Potluck',
    '',
    `Exported ${at.toISOString()} for ${user.email}: ${recipes} recipe(s), ${photos} photo(s).`,
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

/** The zip of everything `user` owns, ready to stream. */
export async function exportArchive(
  deps: Pick<AppDeps, 'db' | 'objects' | 'log'>,
  user: UserRow,
): Promise<ExportArchive> {
  const owned = await deps.db
    .selectFrom('recipes')
    .select('id')
    .where('owner_uid', '=', user.id)
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  const rows = await selectRecipesByIds(
    deps.db,
    owned.map((row) => row.id),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
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

  const entries: Array<{ row: RecipeRow; photo: { key: string; size: number } | null }> = [];
  for (const { id } of owned) {
    const row = byId.get(id);
    if (!row) continue;
    const info =
      row.image_url && imageIdOf(row.image_url)
        ? await deps.objects.head(fullImageKey(row.image_url))
        : null;
    entries.push({
      row,
      photo: info && row.image_url ? { key: fullImageKey(row.image_url), size: info.size } : null,
    });
  }
  const photos = entries.filter((entry) => entry.photo !== null).length;
  zip.addBuffer(Buffer.from(readme(user, entries.length, photos, now)), 'README.txt', stored);
  for (const { row, photo } of entries) {
    const photoPath = photo ? `photos/${row.id}.webp` : null;
    const json = JSON.stringify(recipeJsonLd(row, photoPath), null, 2);
    zip.addBuffer(Buffer.from(`${json}\n`), `recipes/${recipeFileName(row, 'jsonld')}`, stored);
    if (photo && photoPath) {
      zip.addReadStreamLazy(photoPath, { ...stored, size: photo.size }, (done) => {
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
  return { stream: output, size, recipes: entries.length };
}
