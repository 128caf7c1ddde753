// The edge's tests run on the workerd that wrangler deploys with (decision 053): the miniflare the
// project pins is the one wrangler depends on, installed once, and wrangler.jsonc's compatibility
// date is one that workerd knows.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readWranglerConfig } from '../../scripts/shared/wrangler.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
type Entry = {
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, Entry>;
};
const pkg = (name: string) => lock.packages[`node_modules/${name}`];

describe('the edge tools', () => {
  it("pin wrangler's own miniflare and workerd, each installed once", () => {
    const wrangler = pkg('wrangler');
    expect(lock.packages['']?.devDependencies?.miniflare).toBe(wrangler?.dependencies?.miniflare);
    expect(pkg('miniflare')?.version).toBe(wrangler?.dependencies?.miniflare);
    expect(pkg('workerd')?.version).toBe(wrangler?.dependencies?.workerd);
    const copies = Object.keys(lock.packages).filter((key) => /node_modules\/(miniflare|workerd)$/.test(key));
    expect(copies.sort()).toEqual(['node_modules/miniflare', 'node_modules/workerd']);
  });

  it("set a compatibility date that wrangler's workerd supports", () => {
    const date = readWranglerConfig().compatibility_date;
    // workerd 1.YYYYMMDD.n supports compatibility dates up to YYYY-MM-DD.
    const built = /^1\.(\d{4})(\d{2})(\d{2})\./.exec(pkg('workerd')?.version ?? '');
    expect(built).not.toBeNull();
    expect(date <= `${built?.[1]}-${built?.[2]}-${built?.[3]}`).toBe(true);
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
