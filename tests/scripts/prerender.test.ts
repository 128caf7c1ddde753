// The static build (scripts/build/build.ts) with a SITE_URL of its own: one complete HTML document per
// route, with the page's heading, copy and head tags, nothing the Content-Security-Policy would
// block, no noindex, a sitemap and the social card. Reads the build's output as a crawler would.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { twMerge as fullTwMerge } from 'tailwind-merge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CORE_FONT_PREFIX,
  characterMap,
  fontFaceRules,
  unicodeRangeOf,
} from '../../scripts/build/core-font.ts';
import { inlineScript } from '../../scripts/build/inline-scripts.ts';
import { staticChunkImports } from '../../scripts/build/page-scripts.ts';
import { GATE_PAGE_FILE } from '../../server/origin/site-paths.ts';
import { fullTitle } from '../../src/components/seo/seo.tsx';
import { NOT_FOUND_FILE, pageFile, paths } from '../../src/config/paths.ts';
import { socialImage } from '../../src/config/social-image.ts';
import { FONT_FACE, typeface } from '../../src/config/typeface.ts';
import { pages } from '../../src/content/pages.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SITE_URL = 'https://www.example.test';
const outDir = path.join(ROOT, '.tmp', `prerender-test-${process.pid}`);

const pageIds = (Object.keys(pages) as (keyof typeof pages)[]).filter((id) => id !== 'notFound');
const routeFiles = [...Object.values(paths).map(pageFile), NOT_FOUND_FILE];

const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');

const decode = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The visible text of some markup, whitespace collapsed. */
const textOf = (html: string) =>
  decode(
    html
      .replace(/<(script|style|noscript)\b[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/<!--[\s\S]*?-->/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const meta = (html: string, attr: 'name' | 'property', key: string) => {
  const tags = [...head(html).matchAll(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`, 'g'))];
  return tags.map((m) => decode(m[1]!));
};
const links = (html: string, rel: string) =>
  [...head(html).matchAll(new RegExp(`<link rel="${rel}" href="([^"]*)"`, 'g'))].map((m) => m[1]!);

beforeAll(() => {
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build/build.ts', '--outDir', outDir], {
    cwd: ROOT,
    env: { ...process.env, SITE_URL: `${SITE_URL}/` },
    encoding: 'utf8',
  });
  expect(res.status, res.stderr).toBe(0);
}, 180_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('one prerendered document per route', () => {
  it('writes every route of the route table, and the not-found page', () => {
    for (const file of routeFiles) expect(existsSync(path.join(outDir, file)), file).toBe(true);
  });

  it.each(pageIds)('%s: its heading, copy, title, description, canonical and social tags', (id) => {
    const page = pages[id];
    const html = read(pageFile(page.path));
    const url = `${SITE_URL}${page.path}`;
    const root = html.slice(html.indexOf('<div id="root">'));

    const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(root);
    expect(h1, 'an h1 in the page').not.toBeNull();
    expect(textOf(h1![1]!)).toBe(page.heading);
    expect(textOf(root)).toContain(page.intro);

    expect([...head(html).matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]!))).toEqual([
      fullTitle(page.title),
    ]);
    expect(meta(html, 'name', 'description')).toEqual([page.description]);
    expect(links(html, 'canonical')).toEqual([url]);
    expect(meta(html, 'property', 'og:url')).toEqual([url]);
    expect(meta(html, 'property', 'og:title')).toEqual([fullTitle(page.title)]);
    expect(meta(html, 'property', 'og:description')).toEqual([page.description]);
    expect(meta(html, 'property', 'og:image')).toEqual([`${SITE_URL}${socialImage.path}`]);
    expect(meta(html, 'name', 'twitter:card')).toEqual(['summary_large_image']);
    expect(meta(html, 'name', 'twitter:image')).toEqual([`${SITE_URL}${socialImage.path}`]);
  });

  it('the not-found page has its heading and no canonical link (it answers any unknown path)', () => {
    const html = read(NOT_FOUND_FILE);
    expect(textOf(html)).toContain(pages.notFound.heading);
    expect(links(html, 'canonical')).toEqual([]);
    expect(meta(html, 'name', 'description')).toEqual([pages.notFound.description]);
  });

  it('JSON-LD, where a page has it, speaks of SITE_URL', () => {
    for (const id of ['pricing', 'useCases'] as const) {
      const html = read(pageFile(pages[id].path));
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
      expect(blocks, id).toHaveLength(1);
      const data = JSON.parse(blocks[0]![1]!) as { url: string };
      expect(data.url).toBe(`${SITE_URL}${pages[id].path}`);
    }
  });
});

describe('nothing a strict Content-Security-Policy or a crawler would trip on', () => {
  it('has no style attribute (the CSP allows none)', () => {
    for (const file of routeFiles) {
      expect(read(file).match(/<[^>]+\sstyle=/g) ?? [], `${file}: style attributes`).toEqual([]);
    }
  });

  it('has one inline script on every page, the head script built from src/lib/early/page-head.ts, first in <head>', () => {
    for (const file of routeFiles) {
      const inline = [
        ...read(file).matchAll(
          /<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g,
        ),
      ];
      expect(
        inline.map((m) => m[1]),
        file,
      ).toEqual([inlineScript('page-head')]);
      // Before anything that paints: the theme is on <html> before the body is parsed.
      expect(head(read(file)).indexOf('<script>'), file).toBeLessThan(head(read(file)).indexOf('<style>'));
    }
  });

  it('says noindex nowhere (the origin sends X-Robots-Tag while the gate is on)', () => {
    for (const file of routeFiles) expect(read(file).toLowerCase(), file).not.toContain('noindex');
  });

  it('starts the app at once: the entry and the chunks it needs are in <head>, after what paints, and each exists', () => {
    for (const file of routeFiles) {
      const html = read(file);
      expect(head(html).match(/<script type="module"|<link rel="modulepreload"/g)?.length, file).toBe(
        head(html).match(/fetchpriority="low"/g)?.length,
      );
      const entries = [
        ...head(html).matchAll(/<script type="module" src="([^"]+)" fetchpriority="low"><\/script>/g),
      ];
      expect(entries, file).toHaveLength(1);
      const preloads = [
        ...head(html).matchAll(/<link rel="modulepreload" href="([^"]+)" fetchpriority="low">/g),
      ].map((m) => m[1]!);
      expect(preloads.length, file).toBeGreaterThan(0);
      for (const asset of [entries[0]![1]!, ...preloads])
        expect(existsSync(path.join(outDir, asset)), `${file} → ${asset}`).toBe(true);
      // Every chunk a preloaded chunk imports is preloaded too (react, the shared chunk…): none
      // waits for the code that imports it to arrive and be parsed before it is even requested.
      for (const asset of preloads) {
        const code = readFileSync(path.join(outDir, asset), 'utf8');
        for (const chunk of staticChunkImports(code))
          expect(preloads, `${file}: ${asset} imports ${chunk}`).toContain(`/assets/${chunk}`);
      }
    }
  });

  it("keeps no class conflict: cn()'s small merge configuration resolves what the full one would", () => {
    // src/lib/cn.ts lists only the utility groups the components override; tailwind-merge's full
    // configuration finds any conflict a rendered class list still holds (a group missing there).
    for (const file of routeFiles) {
      for (const [, classes] of read(file).matchAll(/\sclass="([^"]*)"/g)) {
        const decoded = classes!.replaceAll('&amp;', '&');
        expect(fullTwMerge(decoded), file).toBe(decoded.trim().replace(/\s+/g, ' '));
      }
    }
  });

  it('holds nothing back from layout: no element is hidden until a script runs', () => {
    for (const file of routeFiles) {
      const html = read(file);
      expect(html, file).not.toMatch(/data-deferred-paint|data-painting/);
    }
  });
});

describe('Inter cut down to the copy (scripts/build/core-font.ts)', () => {
  const interFaces = (html: string) =>
    fontFaceRules(head(html)).filter((f) => f.includes(`font-family:${FONT_FACE};`));
  const srcOf = (face: string) => /url\(\/([^)]+)\)/.exec(face)![1]!;
  const rangeOf = (face: string) => unicodeRangeOf(face)!;

  it('every page preloads the cut file only, declared after the latin one, which stays for the rest', () => {
    for (const file of routeFiles) {
      const html = read(file);
      const [latin, core] = interFaces(html);
      // literal-ok: the two faces this test names (latin, core), not a list of the content.
      expect(interFaces(html), file).toHaveLength(2);
      expect(srcOf(latin!), file).toMatch(
        new RegExp(`^assets/${typeface.variableLatinFile.replace(/\.woff2$/, '')}-[\\w-]+\\.woff2$`),
      );
      expect(srcOf(core!), file).toMatch(new RegExp(`^assets/${CORE_FONT_PREFIX}[\\da-f]+\\.woff2$`));
      const preloads = [...head(html).matchAll(/<link rel="preload" href="\/([^"]+)" as="font"/g)].map(
        (m) => m[1],
      );
      expect(preloads, file).toEqual([srcOf(core!)]);
    }
  });

  it('holds a glyph for every character its unicode-range claims, and is smaller than the latin file', async () => {
    const [latin, core] = interFaces(read('index.html'));
    const coreFile = readFileSync(path.join(outDir, srcOf(core!)));
    const cmap = await characterMap(coreFile);
    const claimed = [...rangeOf(core!)];
    expect(claimed.filter((cp) => !cmap.has(cp)).map((cp) => `U+${cp.toString(16)}`)).toEqual([]);
    expect(coreFile.length).toBeLessThan(0.7 * readFileSync(path.join(outDir, srcOf(latin!))).length);
  });

  it('covers every character a page shows, its text and its placeholders', () => {
    for (const file of routeFiles) {
      const html = read(file);
      const covered = rangeOf(interFaces(html)[1]!);
      const root = html.slice(html.indexOf('<div id="root">'));
      const placeholders = [...root.matchAll(/ placeholder="([^"]*)"/g)].map((m) => decode(m[1]!));
      const shown = [textOf(root), ...placeholders].join(' ');
      const missing = [...new Set(shown)].filter((ch) => /\S/.test(ch) && !covered.has(ch.codePointAt(0)!));
      expect(missing, `${file}: characters that would load the whole latin file`).toEqual([]);
    }
  });
});

describe('sitemap and social card', () => {
  it('the sitemap lists every page at its SITE_URL address, and nothing else', () => {
    const xml = read('sitemap.xml');
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(
      Object.values(paths)
        .map((p) => `${SITE_URL}${p}`)
        .sort(),
    );
  });

  it('the social card is a 1200×630 PNG', () => {
    const png = readFileSync(path.join(outDir, socialImage.path.slice(1)));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([socialImage.width, socialImage.height]);
  });
});

describe('the gate page', () => {
  it('paints from its HTML alone: the stylesheet inlined, its one font preloaded, nothing outside _gate', () => {
    const html = read(GATE_PAGE_FILE);
    expect(head(html)).not.toMatch(/<link rel="stylesheet"/);
    expect(head(html)).toMatch(/<style>[\s\S]*@font-face/);
    const fonts = [...head(html).matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => m[1]!);
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toMatch(/^\/_gate\/assets\/[^/]+\.woff2$/);
    expect(existsSync(path.join(outDir, fonts[0]!.slice(1)))).toBe(true);
    expect(head(html)).toContain(`url(${fonts[0]})`);
  });
});
