// The colour check of `npm run lint` (scripts/test/check-colours.ts): a raw colour in a component fails,
// a token passes, anything under the token home (src/styles/) passes, and the real tree passes.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkTree, findRawColours } from '../../scripts/test/check-colours.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

const raw = {
  'a palette background': '<div className="rounded-xl bg-indigo-500 p-4" />',
  'white text': "const label = 'text-sm text-white';",
  'a palette colour behind variants, with an opacity': '<a className="md:hover:shadow-violet-500/20" />',
  'a hex literal': '<div className="bg-[#fff]" />',
  'an rgb() literal': "const glow = 'bg-[rgb(255_255_255/0.07)]';",
  'an oklch() literal': "export const brand = 'oklch(58.5% 0.233 277.117)';",
  'a named colour in an arbitrary property': '<div className="[color:red]" />',
  'a named colour on an SVG attribute': '<path fill="white" d="M0 0h1" />',
  'a hex on an SVG attribute': '<path stroke="#ffffff" d="M0 0h1" />',
  'a Tailwind palette variable': '<div className="bg-(--color-sky-700)" />',
} as const;

const clean = {
  'token utilities': '<div className="bg-accent-soft text-on-accent shadow-glow/20 dark:shadow-shade/40" />',
  'a token in an arbitrary value':
    "const grid = 'bg-[linear-gradient(var(--band-grid)_1px,transparent_1px)]';",
  "a mask's opacity": '<div className="[mask-image:linear-gradient(to_bottom,black,transparent)]" />',
  'links and ids': '<a href="#faq">FAQ</a><svg><rect fill="url(#logo-g)" fill-opacity="1" /></svg>',
  'copy that names a colour': '<p>White-glove onboarding, a black-box model no more.</p>',
} as const;

describe('the colour check', () => {
  it.each(Object.entries(raw))('fails on %s in a component', (_, source) => {
    expect(findRawColours('src/components/example.tsx', source)).not.toEqual([]);
  });

  it.each(Object.entries(clean))('passes %s', (_, source) => {
    expect(findRawColours('src/components/example.tsx', source)).toEqual([]);
  });

  it('names the file, the place and the colour', () => {
    expect(findRawColours('src/features/x.tsx', 'const a = 1;\nconst b = "p-2 bg-white";')).toEqual([
      { file: 'src/features/x.tsx', line: 2, column: 16, text: 'bg-white', rule: expect.any(String) },
    ]);
  });

  it('checks stylesheets and HTML too, but lets a mask be black', () => {
    const raw = ['#000', 'white'];
    expect(
      findRawColours('src/features/x.css', `.a { color: ${raw[0]}; background: ${raw[1]}; }`),
    ).toHaveLength(raw.length);
    expect(
      findRawColours('src/features/x.css', '.a { mask-image: radial-gradient(black, transparent); }'),
    ).toEqual([]);
    expect(
      findRawColours('src/features/x.html', '<meta name="theme-color" content="#07080f" />'),
    ).toHaveLength(1);
  });

  it('passes the same colours in the token home, src/styles/', () => {
    for (const source of Object.values(raw)) {
      expect(findRawColours('src/styles/tokens.tsx', source)).toEqual([]);
      expect(findRawColours('src/styles/print.css', source)).toEqual([]);
    }
  });

  describe('on a tree', () => {
    const fixture = mkdtempSync(path.join(os.tmpdir(), 'check-colours-'));
    afterAll(() => rmSync(fixture, { recursive: true, force: true }));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
      writeFileSync(path.join(fixture, file), text);
    };
    write('src/components/card.tsx', '<div className="bg-card text-white shadow-indigo-500/10" />\n');
    write('src/features/gate/gate.html', '<meta name="theme-color" content="#07080f" />\n');
    write('src/styles/tokens.css', ':root { --accent: #4338ca; --glow: oklch(58.5% 0.233 277.117); }\n');

    it('fails from the command line, each colour on a line of its own', () => {
      const res = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/test/check-colours.ts', fixture], {
        cwd: ROOT,
        encoding: 'utf8',
      });
      expect(res.status).toBe(1);
      const lines = res.stderr.trim().split('\n');
      expect(lines.slice(0, 3)).toEqual([
        expect.stringMatching(/^src\/components\/card\.tsx:1:25 {2}text-white {2}a Tailwind palette colour/),
        expect.stringMatching(/^src\/components\/card\.tsx:1:36 {2}shadow-indigo-500\/10 {2}/),
        expect.stringMatching(/^src\/features\/gate\/gate\.html:1:35 {2}#07080f {2}a colour literal/),
      ]);
      expect(lines.at(-1)).toBe('3 raw colours outside src/styles/ (decision 025)');
    });
  });

  it('passes the real tree', () => {
    expect(checkTree(ROOT)).toEqual([]);
  });
});
