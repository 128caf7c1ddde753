import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG } from './password-messages.ts';

/** validate-password request body. The password is compared exactly as received, up to its size. */
export const passwordRequestSchema = z.object({
  // UTF-16 code units, as the gate's maxlength counts them (zod's max() counts code points).
  password: z
    .string({ error: 'password must be a string' })
    .refine((password) => password.length <= PASSWORD_MAX_LENGTH, { error: PASSWORD_TOO_LONG }),
});

export const PASSWORD_MAX_BODY_BYTES = 4 * 1024;
