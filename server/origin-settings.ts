// Settings of the site's origin (the Node server), read once from the environment.
import { z } from 'zod';
import { LOCAL_SITE_URL } from '../src/config/site.ts';
import { readSharedOriginSettings, type SharedOriginSettings } from './origin/shared-settings.ts';

const flag = z
  .string()
  .optional()
  .transform((v) => v === 'true' || v === '1');

/**
 * SITE_URL: the absolute http(s) URL of the public site, trimmed and without a trailing slash; the
 * local server's when unset. Read the same way by the build (vite.config.ts) and the origin.
 */
export const siteUrlSetting = z
  .string()
  .optional()
  .transform((v) => v?.trim() || LOCAL_SITE_URL)
  .pipe(z.url({ protocol: /^https?$/ }))
  .transform((url) => url.replace(/\/+$/, ''));

const schema = z.object({
  /** The public-launch switch: the staging gate is off. VITE_PUBLIC_LAUNCH is an older alias. */
  PUBLIC_LAUNCH: flag,
  VITE_PUBLIC_LAUNCH: flag,
  SITE_URL: siteUrlSetting,
  /** Trusted proxies in front of the server: unset/0 none, 1 (or "true") one, N several. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => (v === 'true' ? 1 : Number(v ?? '0')))
    .pipe(z.number().int().min(0).max(10)),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(10_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(5_000),
});

export type OriginSettings = {
  /** The settings the Worker reads too, handed to the origin whole. */
  shared: SharedOriginSettings;
  publicLaunch: boolean;
  siteUrl: string;
  trustProxyHops: number;
  requestTimeoutMs: number;
  headersTimeoutMs: number;
};

export function readOriginSettings(env: NodeJS.ProcessEnv = process.env): OriginSettings {
  const parsed = schema.parse(env);
  return {
    shared: readSharedOriginSettings(env),
    publicLaunch: parsed.PUBLIC_LAUNCH || parsed.VITE_PUBLIC_LAUNCH,
    siteUrl: parsed.SITE_URL,
    trustProxyHops: parsed.TRUST_PROXY,
    requestTimeoutMs: parsed.REQUEST_TIMEOUT_MS,
    // Node requires headersTimeout <= requestTimeout.
    headersTimeoutMs: Math.min(parsed.HEADERS_TIMEOUT_MS, parsed.REQUEST_TIMEOUT_MS),
  };
}
