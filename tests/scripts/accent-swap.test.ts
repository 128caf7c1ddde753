// Changing the accent is an edit of tokens.css (decision 025): with the accent family's values
// swapped for teal ones (and the logo's two static copies, which tests hold equal to its tokens),
// the whole site is built and no trace of the old values is left anywhere in it: CSS, HTML, JS,
// SVG, the gate page, the social card's source. The build runs in a copy of the working tree
// (node_modules linked), so the real tokens.css is never touched. The same build shows that
// Tailwind makes only utilities the site's sources name (issue 49, 7b).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { transform } from 'lightningcss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTokens } from '../../scripts/build/design-tokens.ts';
import { socialImageSvg } from '../../scripts/build/social-image.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const copy = path.join(ROOT, '.tmp', `accent-swap-${process.pid}`);
const outDir = path.join(ROOT, '.tmp', `accent-swap-dist-${process.pid}`);
const TOKENS = 'src/styles/tokens.css';
/** The logo's copy of its tokens (src/styles/logo-colours.ts says why it exists); the favicon is drawn from it. */
const LOGO_COPIES = ['src/styles/logo-colours.ts'];
/** What the build neither reads nor should copy. */
const NOT_COPIED = new Set([
  'node_modules',
  '.git',
  '.tmp',
  '.data',
  'dist',
  'test-results',
  'playwright-report',
  'screenshots',
  'coverage',
  'e2e/visual',
]);
/** Roles that belong to the accent family: each must come out of the swap with a new value. */
const ACCENT_ROLES = [
  'primary',
  'ring',
  'accent',
  'accent-soft',
  'grad-from',
  'grad-to',
  'text-gradient-to',
  'glow',
  'vivid',
  'heading-from',
  'heading-to',
  'band-glow',
  'logo-from',
  'logo-to',
  'avatar-1',
];
/** A utility named only here: Tailwind must not make it (it scans the site's sources, not tests). */
const TESTS_ONLY_CLASS = 'rotate-[13.7deg]';

// ── Colours: OKLab (Björn Ottosson's matrices) to swap a hue and keep lightness and chroma ──────
type Lab = [number, number, number];
const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const fromLinear = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

function oklab(value: string): Lab {
  const hex = /^#([0-9a-f]{6})$/i.exec(value);
  if (hex) {
    const [r, g, b] = [0, 2, 4].map((i) =>
      toLinear(Number.parseInt(hex[1]!.slice(i, i + 2), 16) / 255),
    ) as Lab;
    const [l, m, s] = [
      0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b,
      0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b,
      0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b,
    ].map(Math.cbrt) as Lab;
    return [
      0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
      1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
      0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
    ];
  }
  const lch = /^oklch\(\s*([\d.]+)%\s+([\d.]+)\s+([\d.]+)\s*\)$/.exec(value);
  if (lch) {
    const [L, C, H] = lch.slice(1).map(Number) as Lab;
    return [L / 100, C * Math.cos((H * Math.PI) / 180), C * Math.sin((H * Math.PI) / 180)];
  }
  throw new Error(`The accent swap reads #rrggbb and oklch(L% C H) only, not ${value}: extend it`);
}

function hexOf([L, a, b]: Lab): string {
  const [l, m, s] = [
    L + 0.3963377774 * a + 0.2158037573 * b,
    L - 0.1055613458 * a - 0.0638541728 * b,
    L - 0.0894841775 * a - 1.291485548 * b,
  ].map((x) => x ** 3) as Lab;
  return `#${[
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ]
    .map((c) => Math.round(fromLinear(Math.min(1, Math.max(0, c))) * 255))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** The same lightness at teal's hue (185°), chroma kept within what sRGB shows there. */
function teal(value: string): string {
  const [L, a, b] = oklab(value);
  const C = Math.min(Math.hypot(a, b), 0.1);
  return hexOf([L, C * Math.cos((185 * Math.PI) / 180), C * Math.sin((185 * Math.PI) / 180)]);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const COLOUR_LITERAL = /#[0-9a-f]{3,8}\b|(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^)]*\)/gi;

/** Every form a colour takes in the build: as written, and as the CSS minifier writes it. */
function formsOf(value: string): Set<string> {
  const forms = new Set([value.toLowerCase()]);
  // Vite's minifier (lightningcss) writes a colour newer than its targets as a hex fallback and a
  // lab() value; without targets, the value itself, minified. Both, to be safe.
  for (const targets of [{ chrome: 94 << 16 }, undefined]) {
    const { code } = transform({
      filename: 'x.css',
      code: Buffer.from(`.a{color:${value}}`),
      minify: true,
      targets,
    });
    for (const m of code.toString().matchAll(COLOUR_LITERAL)) forms.add(m[0].toLowerCase());
  }
  return forms;
}

/** Where a form occurs in a text: a hex also with an alpha of its own (#625fff1a). */
function occurrences(text: string, form: string): number[] {
  const escaped = escapeRegExp(form);
  const pattern = form.startsWith('#')
    ? new RegExp(`${escaped}(?:[0-9a-f]{${form.length === 4 ? 1 : 2}})?(?![0-9a-f])`, 'gi')
    : new RegExp(`${escaped.replace(/\\\)$/, '')}(?=[\\s/)])`, 'gi');
  return [...text.matchAll(pattern)].map((m) => m.index);
}

/** The accent family's declarations: from its comment in a top-level rule to a blank line or `}`. */
function accentGroups(css: string): { start: number; end: number }[] {
  return [...css.matchAll(/\/\*\s*Accent family/g)].map((m) => {
    const rest = css.slice(m.index);
    const ends = [/\n\s*\n/.exec(rest)?.index ?? -1, rest.indexOf('}')].filter((i) => i >= 0);
    const end = Math.min(...ends);
    return { start: m.index, end: m.index + end };
  });
}

/** tokens.css with the accent family's literals swapped, and the map of old value → new. */
function swapAccent(css: string): { css: string; swapped: Map<string, string> } {
  const swapped = new Map<string, string>();
  let out = '';
  let at = 0;
  for (const { start, end } of accentGroups(css)) {
    // Declarations only (each on a line of its own), not the comments between them.
    const group = css
      .slice(start, end)
      .replace(/^(\s*--[\w-]+\s*:\s*)([^;]+);/gm, (decl, name: string, value: string) => {
        if (/^var\(/.test(value.trim())) return decl;
        const next = teal(value.trim());
        swapped.set(value.trim(), next);
        return `${name}${next};`;
      });
    out += css.slice(at, start) + group;
    at = end;
  }
  return { css: out + css.slice(at), swapped };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

let tokensCss = '';
let swappedCss = '';
let swapped = new Map<string, string>();

beforeAll(() => {
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  for (const entry of readdirSync(ROOT))
    if (!NOT_COPIED.has(entry))
      cpSync(path.join(ROOT, entry), path.join(copy, entry), {
        recursive: true,
        filter: (from) => !NOT_COPIED.has(path.relative(ROOT, from).split(path.sep).join('/')),
      });

  // As in the working tree: node_modules where vite.config.ts looks for it, and a .git folder,
  // without which Tailwind's source detection ignores .gitignore and scans node_modules.
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  mkdirSync(path.join(copy, '.git'));

  tokensCss = readFileSync(path.join(copy, TOKENS), 'utf8');
  ({ css: swappedCss, swapped } = swapAccent(tokensCss));
  writeFileSync(path.join(copy, TOKENS), swappedCss);
  for (const file of LOGO_COPIES) {
    let text = readFileSync(path.join(copy, file), 'utf8');
    for (const [from, to] of swapped) text = text.replaceAll(new RegExp(escapeRegExp(from), 'gi'), to);
    writeFileSync(path.join(copy, file), text);
  }

  const res = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build/build.ts', '--outDir', outDir], {
    cwd: copy,
    encoding: 'utf8',
  });
  expect(res.status, res.stderr).toBe(0);
}, 240_000);

afterAll(() => {
  rmSync(copy, { recursive: true, force: true });
  rmSync(outDir, { recursive: true, force: true });
});

describe('the accent is an edit of tokens.css', () => {
  it('swaps every colour of the accent family, in both themes', () => {
    // The light group and the dark one, each with its literals (references follow them).
    const themes = ['light', 'dark'] as const;
    expect(accentGroups(tokensCss)).toHaveLength(themes.length);
    const [before, after] = [parseTokens(tokensCss), parseTokens(swappedCss)];
    for (const theme of themes)
      for (const name of ACCENT_ROLES)
        expect(after[theme][name], `${theme} --${name}`).not.toBe(before[theme][name]);
    for (const [from, to] of swapped) expect(formsOf(to), from).not.toEqual(formsOf(from));
  });

  it('leaves no trace of the old accent anywhere in the build', () => {
    const old = new Set([...swapped.keys()].flatMap((v) => [...formsOf(v)]));
    const traces: string[] = [];
    for (const file of filesUnder(outDir).filter((f) => !/\.(br|png|woff2?|webp|ico)$/.test(f))) {
      const text = readFileSync(file, 'utf8');
      for (const form of old)
        for (const index of occurrences(text, form))
          traces.push(`${path.relative(outDir, file)}: ${form} in …${text.slice(index - 60, index + 20)}…`);
    }
    expect(traces).toEqual([]);
  });

  it('draws the new accent: the page and gate stylesheets, the favicon, the logo in the markup', () => {
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const gate = readFileSync(path.join(outDir, '_gate/gate.html'), 'utf8');
    const favicon = readFileSync(path.join(outDir, 'favicon.svg'), 'utf8');
    const drawn = (text: string, value: string) =>
      [...formsOf(value)].some((f) => occurrences(text, f).length);
    const { light } = parseTokens(swappedCss);
    const gradFrom = light['grad-from']!;
    const logoFrom = light['logo-from']!;
    for (const text of [html, gate]) {
      expect(text).toContain('--grad-from:');
      expect(drawn(text, gradFrom)).toBe(true);
    }
    for (const text of [html, gate, favicon]) expect(drawn(text, logoFrom)).toBe(true);
  });

  it("draws the social card's source in the new accent only", () => {
    const { dark } = parseTokens(swappedCss);
    const svg = socialImageSvg(dark);
    for (const form of new Set([...swapped.keys()].flatMap((v) => [...formsOf(v)])))
      expect(occurrences(svg, form), form).toEqual([]);
    expect(svg).toContain(dark['grad-from']);
  });
});

describe("Tailwind scans the site's sources only", () => {
  const stylesheet = () => {
    const assets = path.join(outDir, 'assets');
    const main = readdirSync(assets).filter((f) => /^index-[\w-]+\.css$/.test(f));
    expect(main).toHaveLength(1);
    return readFileSync(path.join(assets, main[0]!), 'utf8');
  };

  /** The classes the built stylesheet's selectors name, unescaped (`hover\:bg-muted` → `hover:bg-muted`). */
  const classesOf = (css: string) => {
    const classes = new Set<string>();
    for (const [, prelude] of css.matchAll(/([^{}]+)\{/g))
      if (!prelude!.trim().startsWith('@'))
        for (const [, name] of prelude!.matchAll(/\.((?:\\.|[\w-])+)/g))
          if (!/^\d/.test(name!)) classes.add(name!.replace(/\\(.)/g, '$1'));
    return classes;
  };

  it('makes no utility that only a test names', () => {
    const css = stylesheet();
    expect(css).not.toContain(`.${TESTS_ONLY_CLASS.replace(/[[\].]/g, '\\$&')}`);
    const sources = [...filesUnder(path.join(ROOT, 'src')), path.join(ROOT, 'index.html')]
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const named = (cls: string) => new RegExp(`(?<![\\w-])${escapeRegExp(cls)}(?![\\w-])`).test(sources);
    const classes = classesOf(css);
    expect(classes.size).toBeGreaterThan(500);
    expect([...classes].filter((cls) => !named(cls))).toEqual([]);
  });
});
