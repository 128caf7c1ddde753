// The origin as a visitor without the password meets it: every route and every built file, fetched
// without the gate cookie, gives away nothing of the site; the launch server (gate off) serves
// every route as its own document with the right status, and says so to crawlers.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { paths } from '../src/config/paths.ts';
import { gateCopy } from '../src/content/gate.ts';
import { termsDocument } from '../src/content/legal/terms.ts';
import { plans } from '../src/content/pricing.ts';
import { byId } from '../tests/helpers/content.ts';
import { E2E_LAUNCH_URL, expect, test } from './fixtures.ts';

const DIST = path.resolve(import.meta.dirname, '..', process.env.DIST_DIR ?? 'dist');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** Text that appears only in the site's own content: a price, a legal clause heading. */
const SITE_MARKERS = [
  `monthlyPrice:${plans[0]!.contactOptions[0]!.monthlyPrice}`,
  byId(termsDocument.sections, 'liability').title,
];

test.describe('without the gate cookie', () => {
  test.use({ gatePassed: false });

  test('every route answers with the gate page, never cached, nothing of the site in it', async ({
    request,
  }) => {
    for (const route of [...Object.values(paths), '/b2b', '/no/such/page']) {
      const res = await request.get(route, { maxRedirects: 0 });
      expect(res.status(), route).toBe(200);
      expect(res.headers()['cache-control'], route).toBe('no-store');
      expect(res.headers()['x-robots-tag'], route).toBe('noindex, nofollow');
      const body = await res.text();
      expect(body, route).toContain(gateCopy.title);
      for (const marker of SITE_MARKERS) expect(body, route).not.toContain(marker);
    }
  });

  test('every file of the build is refused (401, empty) except what the gate page needs', async ({
    request,
  }) => {
    const files = walk(DIST).map((f) => `/${path.relative(DIST, f).split(path.sep).join('/')}`);
    expect(files.length).toBeGreaterThan(20);
    let open = 0;
    for (const file of files) {
      const res = await request.get(encodeURI(file), { maxRedirects: 0 });
      const body = await res.body();
      // A compressed copy (x.js.br) is sent in its file's place, never by its own name.
      const copy = file.endsWith('.br');
      if (!copy && (file.startsWith('/_gate/assets/') || file === '/favicon.svg')) {
        expect(res.status(), file).toBe(200);
        open++;
      } else if (!copy && file.endsWith('.html')) {
        // A document path: the gate page, whatever the file.
        expect(body.toString(), file).toContain(gateCopy.title);
      } else {
        expect(res.status(), file).toBe(401);
        expect(body.length, file).toBe(0);
      }
      for (const marker of SITE_MARKERS) expect(body.toString(), file).not.toContain(marker);
    }
    expect(open).toBeGreaterThan(0);
    // The gate's own files really hold none of the site's content.
    for (const f of walk(path.join(DIST, '_gate'))) {
      const text = readFileSync(f, 'latin1');
      for (const marker of SITE_MARKERS) expect(text, f).not.toContain(marker);
    }
  });

  test('robots.txt keeps crawlers out while the gate is on', async ({ request }) => {
    const res = await request.get('/robots.txt');
    expect(await res.text()).toBe('User-agent: *\nDisallow: /\n');
  });
});

test.describe('public launch (gate off)', () => {
  test('every route is its own document with status 200, unknown paths the 404 page with 404', async ({
    request,
  }) => {
    for (const route of Object.values(paths)) {
      const res = await request.get(`${E2E_LAUNCH_URL}${route}`);
      expect(res.status(), route).toBe(200);
      expect(res.headers()['x-robots-tag'], route).toBeUndefined();
      expect(await res.text(), route).not.toContain(gateCopy.title);
    }
    const missing = await request.get(`${E2E_LAUNCH_URL}/no/such/page`);
    expect(missing.status()).toBe(404);
    const redirect = await request.get(`${E2E_LAUNCH_URL}/b2b/pricing`, { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers().location).toBe('/pricing');
    const robots = await (await request.get(`${E2E_LAUNCH_URL}/robots.txt`)).text();
    expect(robots).toContain('Allow: /');
    expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  });
});
