import { z } from 'zod';

/**
 * Every API error has a stable machine code; the web maps the code to a message in the user's language,
 * and `message` carries the server's English text for logs and API clients.
 */
export const apiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiError>;
