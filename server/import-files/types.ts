// The shapes every import format shares. An upload is opened into files (archive.ts: a zip's
// entries, bounded; a single JSON file as itself), a format reads those files into items, and
// the service checks each item's recipe against the contract, flags duplicates and the plan
// limit, and imports the chosen ones with their photos processed exactly like uploads.

/** One file of an upload: its path inside the archive ('/'-separated, never absolute or '..'). */
export interface ImportFile {
  path: string;
  bytes: Buffer;
}

/**
 * A recipe as a format read it, before the contract's checks. Text fields are as found (the
 * service trims, drops empty lines and reports what does not fit in plain words).
 */
export interface ImportDraft {
  title: string;
  description: string | null;
  ingredients: string[];
  steps: string[];
  tags: string[];
  sourceUrl: string | null;
  tipVideoUrl: string | null;
  /** Minutes. */
  prepTime: number | null;
  /** Minutes. */
  cookTime: number | null;
  servings: string | null;
  /** The photo's bytes as found (JPEG, PNG or WebP are accepted; anything else is reported). */
  photo: Buffer | null;
  /**
   * Written by Potluck itself: its text is taken as the create call takes it (trimmed, spaces
   * inside kept, an empty description kept empty), so the recipe comes back as it left.
   */
  asWritten?: boolean;
}

/** One recipe of an upload, or why it could not be read. */
export type ImportItem =
  | { label: string; draft: ImportDraft; error?: undefined }
  | { label: string; draft?: undefined; error: string };

/** Unpacks nested content within the upload's bounds (a gzip member, an archive inside it). */
export interface ImportOpeners {
  /**
   * A gzip member's bytes (`name`: its path, for the refusal's words), or throws an
   * ImportRefused when it passes the bounds.
   */
  gunzip(bytes: Buffer, name?: string): Buffer;
  /** The files of a zip found inside the upload (one level deep at most), bounded likewise. */
  unzip(bytes: Buffer, name: string): Promise<ImportFile[]>;
  /** How many recipes an upload may hold; a format stops reading past it (tooManyRecipes). */
  readonly maxRecipes: number;
}

export interface ImportFormat {
  id: string;
  /** How the preview names it ('Paprika', 'Mealie', …). */
  name: string;
  /** Whether these files are this format's export (checked in order; the first that says so reads). */
  matches(files: readonly ImportFile[]): boolean;
  read(files: readonly ImportFile[], open: ImportOpeners): Promise<ImportItem[]>;
}

/** An upload refused as a whole (too big, hostile, not a format Potluck reads): a 400/413. */
export class ImportRefused extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: 400 | 413 = 400,
    /** The values its message names (a limit, a file's name), for the answer's body. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** An upload holding more recipes than one import takes (IMPORT_FILE_MAX_RECIPES). */
export const tooManyRecipes = (max: number) =>
  new ImportRefused(
    `This file holds more than ${max} recipes, more than an import takes at once.`,
    'import_too_many_recipes',
    413,
    { max },
  );
