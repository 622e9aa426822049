import { z } from 'zod';

export const ContactInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  email: z.string().trim().min(1, 'Email is required').max(254).email('Please enter a valid email address.'),
  subject: z.string().trim().max(200).optional().default(''),
  message: z.string().trim().min(1, 'Message is required').max(5000),
});
export type ContactInput = z.infer<typeof ContactInputSchema>;
