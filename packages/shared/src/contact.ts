import { z } from 'zod';
import { isValidEmail } from './account-rules.ts';

/** A message sent from the contact form; every field is required. */
export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(200),
  email: z.string().trim().min(1, 'Email is required.').max(320).refine(isValidEmail, 'Please enter a valid email address.'),
  message: z.string().trim().min(1, 'Message is required.').max(5000),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
