import { z } from 'zod';
import { TimestampSchema } from './common';

/** SPEC §5: name, email and message are required; subject is optional. */
export const CONTACT_REQUIRED_MESSAGE = 'Please fill in all required fields.';
export const CONTACT_SENT_MESSAGE = 'Message sent';

/** A required text field: missing, not text, or blank all read as "fill it in". */
const requiredText = (label: string, max: number) =>
  z
    .string({ error: CONTACT_REQUIRED_MESSAGE })
    .trim()
    .min(1, CONTACT_REQUIRED_MESSAGE)
    .max(max, `${label} must be at most ${max} characters.`);

export const ContactInputSchema = z.object({
  name: requiredText('Name', 200),
  email: requiredText('Email', 254).pipe(z.email('Please enter a valid email address.')),
  subject: z
    .string({ error: 'Subject must be text.' })
    .trim()
    .max(200, 'Subject must be at most 200 characters.')
    .optional()
    .default(''),
  message: requiredText('Message', 5000),
});
export type ContactInput = z.infer<typeof ContactInputSchema>;

/** A stored contact message, as the admin dashboard lists it. */
export const ContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  /** The signed-in sender's id, or null when sent signed out. */
  userId: z.string().nullable(),
  createdAt: TimestampSchema,
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
