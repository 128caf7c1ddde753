// Function environment, parsed once per runtime from whatever the runtime offers
// (Deno.env.toObject() in production, process.env locally).
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './contracts/password-messages.ts';

const intFrom = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : Number(v)))
    .pipe(z.number().int().positive());

export const functionEnvSchema = z.object({
  /** No longer than a visitor may type (PASSWORD_MAX_LENGTH): a longer one could never be entered. */
  STAGING_PASSWORD: z
    .string()
    .refine((v) => v.length <= PASSWORD_MAX_LENGTH)
    .optional()
    .default(''),
  /** Shared with the site's origin: signs the gate proof (docs/decisions/020-gate-at-the-origin.md). */
  GATE_SECRET: z.string().optional().default(''),
  CLIENT_KEY_SALT: z.string().optional().default('site-client-key'),
  PASSWORD_MAX_FAILURES: intFrom(10),
  PASSWORD_WINDOW_MINUTES: intFrom(15),
  PASSWORD_GLOBAL_MAX_FAILURES: intFrom(500),
  CONTACT_MAX_PER_CLIENT: intFrom(5),
  CONTACT_WINDOW_MINUTES: intFrom(60),
  CONTACT_GLOBAL_MAX: intFrom(500),
  /** Submissions flagged as spam, from everyone, per window: their own ceiling (decision 019). */
  CONTACT_SPAM_MAX: intFrom(100),
  /**
   * Which x-forwarded-for entry, counted from the right, is the client's (decision 017): 1, the
   * last one, which the platform's proxy appended (Supabase; the self-hosted server sends one).
   */
  FORWARDED_FOR_HOPS: intFrom(1),
  CONTACT_MIN_FILL_MS: intFrom(3000),
  /** Visit events accepted per client per window (decision 059); past it, refused and not counted. */
  VISIT_MAX_PER_CLIENT: intFrom(120),
  VISIT_WINDOW_MINUTES: intFrom(1),
  /**
   * Shared with the site's origin (the Cloudflare Worker): its signature vouches for the visitor's
   * address when it forwards a native contact form POST (decision 029). Unset: not trusted.
   */
  ORIGIN_FORWARD_SECRET: z.string().optional().default(''),
  /** Shared secret of the scheduled outbox sweep (x-outbox-sweep header); unset disables it. */
  OUTBOX_SWEEP_SECRET: z.string().optional().default(''),
  NOTIFY_WEBHOOK_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export type FunctionEnv = z.infer<typeof functionEnvSchema>;

export function parseFunctionEnv(source: Record<string, string | undefined>): FunctionEnv {
  return functionEnvSchema.parse(source);
}
