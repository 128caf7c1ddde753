// The origin's settings that both adapters read (the Node server from its environment, the Worker
// from its bindings), parsed the same way, and handed to createOriginApp whole. Runtime-neutral. A
// new one is a line of the schema and of SharedOriginSettings here, and its use in origin-app.ts:
// neither adapter names it.
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

/** The names both adapters read: the server's environment variables, the Worker's bindings. */
export const SHARED_SETTING_NAMES = Object.keys(schema.shape) as readonly (keyof typeof schema.shape)[];

export type SharedOriginSettings = { contactForwardTimeoutMs: number };

/**
 * Reads every shared setting from `env` (the process environment, or the Worker's bindings whole);
 * an empty or non-text value counts as unset. Throws a ZodError naming the setting when one is out
 * of range.
 */
export function readSharedOriginSettings(env: Readonly<Record<string, unknown>>): SharedOriginSettings {
  const set = (name: string) => {
    const value = env[name];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const parsed = schema.parse(Object.fromEntries(SHARED_SETTING_NAMES.map((name) => [name, set(name)])));
  return { contactForwardTimeoutMs: parsed.CONTACT_FORWARD_TIMEOUT_MS };
}

/** Every shared setting at its default: what an origin built without settings (a test's) runs with. */
export const DEFAULT_SHARED_SETTINGS: SharedOriginSettings = readSharedOriginSettings({});
