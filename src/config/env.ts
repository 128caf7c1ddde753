// Browser environment, read once. Every setting is an optional string baked in at build time, so
// a plain reader does the job: zod here would put ~14 KB gzip into the entry of every page.
import { GATE_TTL_HOURS_DEFAULT } from './gate';
import { LOCAL_SITE_URL } from './site';

type BrowserEnv = Partial<
  Record<
    | 'VITE_SUPABASE_URL'
    | 'VITE_SUPABASE_ANON_KEY'
    | 'VITE_SITE_URL'
    | 'VITE_BUILD_YEAR'
    | 'VITE_GATE_TTL_HOURS',
    string
  >
>;

const source: Record<string, unknown> = import.meta.env ?? {};
const parsed: BrowserEnv = Object.fromEntries(
  Object.entries(source).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
);

/** A placeholder key for the local server, which does not verify JWTs. Not a secret. */
export const LOCAL_ANON_KEY = 'local-anon-key';

export const env = {
  /** The Supabase project URL; by default the origin serving the site (the local server). */
  supabaseUrl:
    parsed.VITE_SUPABASE_URL || (typeof window !== 'undefined' ? window.location.origin : LOCAL_SITE_URL),
  supabaseAnonKey: parsed.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY,
  /**
   * Absolute URL of the public site, without a trailing slash (canonical links, Open Graph,
   * JSON-LD). Set from SITE_URL at build time (vite.config.ts validates it), never read from
   * window.location, so the prerender and the browser render the same.
   */
  siteUrl: parsed.VITE_SITE_URL || LOCAL_SITE_URL,
  /** The year the pages were prerendered in (the footer shows it until hydration). */
  buildYear: Number(parsed.VITE_BUILD_YEAR) || new Date().getFullYear(),
  /** How long the staging gate remembers a visitor (GATE_TTL_HOURS at build: src/config/gate.ts). */
  gateTtlHours: Number(parsed.VITE_GATE_TTL_HOURS) || GATE_TTL_HOURS_DEFAULT,
} as const;

/** An absolute URL on the public site (from SITE_URL). */
export const siteUrlFor = (path: string): string => `${env.siteUrl}${path}`;
