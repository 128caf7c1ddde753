// The origin's settings that both adapters read (the Node server from its environment, the Worker
// from its bindings), parsed the same way. Runtime-neutral.
import { z } from 'zod';
import { CONTACT_FORWARD_TIMEOUT_MS } from './contact-post.ts';

const schema = z.object({
  /** How long a native contact POST waits for submit-contact (at most 10 s, decision 029). */
  CONTACT_FORWARD_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(10_000)
    .default(CONTACT_FORWARD_TIMEOUT_MS),
});

export type SharedOriginSettings = { contactForwardTimeoutMs: number };

/** Throws a ZodError naming the setting when one is out of range. */
export function readSharedOriginSettings(env: Record<string, string | undefined>): SharedOriginSettings {
  const parsed = schema.parse({ CONTACT_FORWARD_TIMEOUT_MS: env.CONTACT_FORWARD_TIMEOUT_MS || undefined });
  return { contactForwardTimeoutMs: parsed.CONTACT_FORWARD_TIMEOUT_MS };
}
