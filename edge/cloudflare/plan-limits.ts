// Cloudflare Workers' plan limits that this site's deploy can meet or break (developers.cloudflare.com
// /workers/platform/limits/, read 2026-12): the free plan's, which the site is built to fit, and the
// paid plan's beside them. `npm test` checks the dry-run bundle against them
// (scripts/test/edge-dry-run.ts); the contact path's CPU is measured by `npm run bench:contact`.
export type PlanLimits = {
  /** The Worker's bundle, compressed (gzip), in bytes. */
  workerGzipBytes: number;
  /** Static asset files per Worker version. */
  assetFiles: number;
  /** One static asset file, in bytes. */
  assetFileBytes: number;
  /** CPU time per request, in ms. */
  cpuMsPerRequest: number;
};

const MiB = 1024 * 1024;

export const PLAN_LIMITS = {
  free: { workerGzipBytes: 3 * MiB, assetFiles: 20_000, assetFileBytes: 25 * MiB, cpuMsPerRequest: 10 },
  paid: { workerGzipBytes: 10 * MiB, assetFiles: 100_000, assetFileBytes: 25 * MiB, cpuMsPerRequest: 30_000 },
} as const satisfies Record<string, PlanLimits>;

/** The plan the site is built to fit. */
export const TARGET_PLAN = 'free' satisfies keyof typeof PLAN_LIMITS;
