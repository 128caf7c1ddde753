// Browser environment, parsed once. zod/mini keeps this out of the size budget of the gate.
import * as z from 'zod/mini';

const schema = z.object({
  VITE_SUPABASE_URL: z.optional(z.string()),
  VITE_SUPABASE_ANON_KEY: z.optional(z.string()),
  VITE_PUBLIC_LAUNCH: z.optional(z.string()),
});

const parsed = schema.parse(import.meta.env);

/** A placeholder key for the local server, which does not verify JWTs. Not a secret. */
export const LOCAL_ANON_KEY = 'local-anon-key';

export const env = {
  /** The Supabase project URL; by default the origin serving the site (the local server). */
  supabaseUrl:
    parsed.VITE_SUPABASE_URL ||
    (typeof window !== 'undefined' ? window.location.origin : 'http://127.0.0.1:4173'),
  supabaseAnonKey: parsed.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY,
  /** The public-launch switch: true turns the staging gate off. */
  publicLaunch: parsed.VITE_PUBLIC_LAUNCH === 'true',
} as const;
