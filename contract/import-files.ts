// Importing a file: POST /api/recipes/import/files/upload gives an upload address for the file;
// POST /api/recipes/import/files/preview reads it and lists its recipes; POST
// /api/recipes/import/files imports the chosen ones. Nothing is stored before the last call.
import { z } from 'zod';
import { RecipeDuplicateSchema, RecipeLimitErrorSchema } from './recipes';

export * from './import-file-values';

/**
 * GET /api/export's query: `after` is the previous part's `x-export-next` (none for the first
 * part), `part` its number, used only to name the file.
 */
export const ExportQuerySchema = z.strictObject({
  after: z.string().min(1).max(500).optional(),
  part: z.coerce.number().int().min(1).max(100_000).optional(),
});
export type ExportQuery = z.infer<typeof ExportQuerySchema>;

/** POST /api/recipes/import/files/upload → where to PUT the file, and how big it may be. */
export const ImportFileUploadSchema = z.object({
  uploadURL: z.string(),
  maxBytes: z.number().int(),
});
export type ImportFileUpload = z.infer<typeof ImportFileUploadSchema>;

/** The file, once sent: the upload address it went to, and its name on the user's device. */
export const ImportFilePreviewInputSchema = z.strictObject({
  uploadURL: z.string().min(1).max(2048),
  fileName: z.string().trim().min(1).max(255),
});
export type ImportFilePreviewInput = z.infer<typeof ImportFilePreviewInputSchema>;

/** One recipe found in the file, or why it cannot be imported. */
export const ImportFileItemSchema = z.object({
  /** Its place in the file: what the import names to choose it. */
  index: z.number().int(),
  title: z.string(),
  ingredients: z.number().int(),
  steps: z.number().int(),
  hasPhoto: z.boolean(),
  /** Why it cannot be imported, in plain words; null when it can. */
  error: z.string().nullable(),
  /** What changes on the way in (a photo left out, a long list shortened); empty when nothing. */
  notes: z.array(z.string()),
  /** A recipe the user already has that is this one (same source page or same title). */
  duplicateOf: RecipeDuplicateSchema.nullable(),
});
export type ImportFileItem = z.infer<typeof ImportFileItemSchema>;

export const ImportFilePreviewSchema = z.object({
  /** Whose export it is ('Paprika', 'Potluck', …). */
  format: z.string(),
  items: z.array(ImportFileItemSchema),
  /** How many more recipes the user's plan takes; null when it has no limit. */
  room: z.number().int().nullable(),
});
export type ImportFilePreview = z.infer<typeof ImportFilePreviewSchema>;

export const ImportFileCommitInputSchema = ImportFilePreviewInputSchema.extend({
  items: z.array(z.number().int().min(0)).min(1, 'Choose at least one recipe').max(10_000),
});
export type ImportFileCommitInput = z.infer<typeof ImportFileCommitInputSchema>;

export const ImportFileResultSchema = z.object({
  imported: z.array(z.object({ index: z.number().int(), id: z.string(), title: z.string() })),
  /** Chosen recipes that could not be imported (a photo that would not process, …). */
  failed: z.array(z.object({ index: z.number().int(), title: z.string(), error: z.string() })),
});
export type ImportFileResult = z.infer<typeof ImportFileResultSchema>;

/**
 * 403 when more recipes are chosen than the plan takes: how many fit, and those that do not.
 * `recipe_limit_reached` when none fits, `recipe_limit_room` (with `chosen`) when some do.
 */
export const ImportFileLimitErrorSchema = RecipeLimitErrorSchema.extend({
  code: z.enum(['recipe_limit_reached', 'recipe_limit_room']),
  room: z.number().int(),
  chosen: z.number().int().optional(),
  doesNotFit: z.array(z.string()),
});
