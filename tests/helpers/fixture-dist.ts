// A small stand-in for dist/ for the origin tests (Node and edge): pages holding site-only
// text (contact.html with the real form), the 404 and gate pages, the gate's asset, a page chunk, the favicon, build metadata.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contactPageRecord } from '../../scripts/build/contact-form-map.ts';
import { listBuildFiles } from '../../scripts/build/origin-meta.ts';
import { STAMP_FILE } from '../../server/build-stamp.ts';
import { GATE_PAGE_FILE, ORIGIN_META_FILE } from '../../server/origin/site-paths.ts';
import { gateCopy } from '../../src/content/gate.ts';
import { pages } from '../../src/content/pages.ts';
import { contactPageHtml } from './contact-markup.ts';

/** Text only the site's own files hold: it must never reach a visitor without the gate cookie. */
export const FIXTURE_SITE_TEXT = 'monthlyPrice:420 site-only fixture clause';
export const FIXTURE_CHUNK = 'assets/pricing-abc123.js';
/** The gate cookie's lifetime the fixture build records (not the default: the origin must read it). */
export const FIXTURE_GATE_TTL_HOURS = 7 * 24;

export async function writeFixtureDist(dist: string): Promise<void> {
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await mkdir(path.join(dist, '_gate', 'assets'), { recursive: true });
  const files: Record<string, string> = {
    'index.html': `<!doctype html><h1>Home</h1>${FIXTURE_SITE_TEXT}`,
    'pricing.html': `<!doctype html><h1>Pricing</h1>${FIXTURE_SITE_TEXT}`,
    'contact.html': await contactPageHtml(),
    // The 404 and gate pages say what the real ones say, read from the content the origin tests check.
    '404.html': `<!doctype html><h1>${pages.notFound.heading}</h1>`,
    [GATE_PAGE_FILE]: `<!doctype html><h1>${gateCopy.title}</h1>`,
    '_gate/assets/gate-abc.js': 'console.log("gate")',
    [FIXTURE_CHUNK]: `export const p = "${FIXTURE_SITE_TEXT}"`,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    [STAMP_FILE]: 'stamp',
  };
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dist, name), text);
  // The build's list of what it publishes, as scripts/build/origin-meta.ts writes it.
  const meta = {
    scriptHashes: ['sha256-AAAA'],
    styleHashes: ['sha256-BBBB'],
    gateTtlHours: FIXTURE_GATE_TTL_HOURS,
    files: await listBuildFiles(dist),
    contactPage: await contactPageRecord('contact.html', files['contact.html'] ?? ''),
  };
  await writeFile(path.join(dist, ORIGIN_META_FILE), JSON.stringify(meta));
}
