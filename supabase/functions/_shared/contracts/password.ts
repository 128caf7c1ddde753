import { z } from 'zod';

/** validate-password request body. The password is compared exactly as received. */
export const passwordRequestSchema = z.object({
  password: z.string({ error: 'password must be a string' }),
});

export const PASSWORD_MAX_BODY_BYTES = 4 * 1024;
