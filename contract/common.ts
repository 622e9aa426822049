import { z } from 'zod';

/** UTC timestamp on the wire, e.g. 2026-01-05T10:00:00.000Z. */
export const TimestampSchema = z.string();

export const IdSchema = z.string().min(1).max(64);

/** Every `/api` error body: `message` is safe to show; `code` is a stable id; `issues` lists bad fields. */
export const ApiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  field: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Trimmed text with a length cap; an empty string is kept as empty. */
export const boundedText = (max: number) => z.string().trim().max(max);

/** A list of text lines: each trimmed, empty lines dropped, bounded in count and length. */
export const lineList = (maxItems: number, maxLength: number) =>
  z
    .array(z.string().max(maxLength))
    .transform((lines) => lines.map((line) => line.trim()).filter((line) => line.length > 0))
    .pipe(z.array(z.string()).max(maxItems));

export const HttpUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'Must be an http(s) URL');

export const EmailSchema = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(254)
  .email('Please enter a valid email address.');
