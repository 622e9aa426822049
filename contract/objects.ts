import { z } from 'zod';

export const MAX_UPLOAD_BYTES = 10_485_760;
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const UploadParamsSchema = z.object({ uploadURL: z.string() });
export type UploadParams = z.infer<typeof UploadParamsSchema>;

export const ProcessImageInputSchema = z.object({ imageURL: z.string().min(1).max(2048) });
export type ProcessImageInput = z.infer<typeof ProcessImageInputSchema>;

export const ProcessImageAnswerSchema = z.object({ objectPath: z.string() });
export type ProcessImageAnswer = z.infer<typeof ProcessImageAnswerSchema>;
