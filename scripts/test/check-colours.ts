// `npm run lint`'s colour check: every colour the site draws comes from the design tokens
// (src/styles/, decision 025). Fails on a raw colour in src/**/*.{ts,tsx,css,html} outside it:
// a Tailwind palette utility (bg-indigo-500, text-white) or palette variable (--color-sky-700), a
// hex, rgb(), hsl(), lab(), oklch()… literal, or a named colour in CSS, in an arbitrary Tailwind
// value or in an SVG colour attribute. A mask's colour is only its opacity: `black` there is fine.
//   tsx scripts/test/check-colours.ts [root]     (default: this repository)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import colors from 'tailwindcss/colors';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The token home: the only place colour values may be written. */
export const TOKEN_HOME = 'src/styles/';
const CHECKED = /\.(ts|tsx|css|html)$/;

export type Finding = { file: string; line: number; column: number; text: string; rule: string };

/** Tailwind's palettes (indigo, slate, …) and its black and white, from the installed Tailwind. */
export const PALETTES = Object.entries(colors)
  .filter(([name, value]) => typeof value === 'object' || name === 'black' || name === 'white')
  .map(([name]) => name);

const UTILITY_PREFIXES = [
  'bg',
  'text',
  'border(?:-[xytrblse])?',
  'from',
  'via',
  'to',
  'inset-shadow',
  'drop-shadow',
  'text-shadow',
  'shadow',
  'ring-offset',
  'inset-ring',
  'ring',
  'fill',
  'stroke',
  'outline',
  'decoration',
  'divide',
  'placeholder',
  'caret',
  'accent',
];
const palette = `(?:${PALETTES.join('|')})`;

// CSS's named colours (CSS Color 4), but transparent and currentColor, which are no colour of ours.
const NAMED = new Set(
  `aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet
  brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue
  darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange
  darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise
  darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen
  fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred
  indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan
  lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen
  lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen magenta
  maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue
  mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin
  navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen
  paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red
  rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue
  slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white
  whitesmoke yellow yellowgreen`.split(/\s+/),
);

const RULES: { rule: string; pattern: RegExp }[] = [
  {
    rule: 'a Tailwind palette colour: use a token utility (src/styles/tokens.css)',
    pattern: new RegExp(
      `(?<![\\w-])(?:${UTILITY_PREFIXES.join('|')})-${palette}(?:-\\d{2,3})?(?:/[\\w.%\\[\\]()-]+)?(?![\\w-])`,
      'g',
    ),
  },
  {
    rule: 'a Tailwind palette variable: use a token (src/styles/tokens.css)',
    pattern: new RegExp(`--color-${palette}(?:-\\d{2,3})?(?![\\w-])`, 'g'),
  },
  {
    rule: 'a colour literal: use a token (src/styles/tokens.css)',
    pattern: /(?<![&\w.])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])/gi,
  },
  {
    rule: 'a colour function: use a token (src/styles/tokens.css)',
    pattern: /(?<![\w-])(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi,
  },
];

const NAMED_RULE = 'a named colour: use a token (src/styles/tokens.css)';
const MASK_PROPERTY = /^(?:-webkit-)?mask(?:-image)?$/i;
const words = (text: string) => [...text.matchAll(/(?<![\w-])[a-z]+(?![\w-])/gi)];

/** Named colours at `offset` + their place in `value` (a CSS value: masks are skipped by the caller). */
function namedIn(value: string, offset: number): { index: number; text: string }[] {
  return words(value)
    .filter((w) => NAMED.has(w[0].toLowerCase()))
    .map((w) => ({ index: offset + w.index, text: w[0] }));
}

/** Named colours in a stylesheet's declarations (a mask's are allowed). */
function namedInCss(css: string): { index: number; text: string }[] {
  const blanked = css.replace(/\/\*[\s\S]*?\*\//g, (c) => ' '.repeat(c.length));
  const found: { index: number; text: string }[] = [];
  for (const m of blanked.matchAll(/([-\w]+)\s*:\s*([^;{}]+)(?=[;}])/g)) {
    if (MASK_PROPERTY.test(m[1]!)) continue;
    found.push(...namedIn(m[2]!, m.index + m[0].length - m[2]!.length));
  }
  return found;
}

/** Named colours in Tailwind arbitrary values and properties and in SVG colour attributes. */
function namedInMarkup(text: string): { index: number; text: string }[] {
  const found: { index: number; text: string }[] = [];
  // bg-[…], [prop:…]: underscores stand for spaces; a mask's colour is only its opacity.
  for (const m of text.matchAll(/(?:(?<=-)|(?<=^|[\s'"`:]))\[([^\]\s'"`]+)\]/gm)) {
    const inner = m[1]!;
    const property = /^([-\w]+):/.exec(inner)?.[1];
    if (property && MASK_PROPERTY.test(property)) continue;
    found.push(...namedIn(inner.replaceAll('_', ' '), m.index + 1));
  }
  const attribute =
    /(?<![\w-])(?:fill|stroke|stop-?[cC]olor|flood-?[cC]olor|lighting-?[cC]olor|color)=\{?\s*["'`]([a-zA-Z]+)["'`]/g;
  for (const m of text.matchAll(attribute))
    if (NAMED.has(m[1]!.toLowerCase()))
      found.push({ index: m.index + m[0].length - m[1]!.length - 1, text: m[1]! });
  return found;
}

/** The raw colours in one file (`file`: its path from the root, with forward slashes). */
export function findRawColours(file: string, text: string): Finding[] {
  if (file.startsWith(TOKEN_HOME) || !CHECKED.test(file)) return [];
  const hits: { index: number; text: string; rule: string }[] = [];
  for (const { rule, pattern } of RULES)
    for (const m of text.matchAll(pattern)) hits.push({ index: m.index, text: m[0], rule });
  const named = file.endsWith('.css') ? namedInCss(text) : namedInMarkup(text);
  hits.push(...named.map((n) => ({ ...n, rule: NAMED_RULE })));
  return hits
    .sort((a, b) => a.index - b.index)
    .map(({ index, text: match, rule }) => {
      const before = text.slice(0, index);
      const line = before.split('\n').length;
      return { file, line, column: index - before.lastIndexOf('\n'), text: match, rule };
    });
}

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

/** Every raw colour in the files under <root>/src, outside the token home. */
export function checkTree(root: string): Finding[] {
  const findings: Finding[] = [];
  const files = filesUnder(path.join(root, 'src')).map((f) =>
    path.relative(root, f).split(path.sep).join('/'),
  );
  for (const file of files.sort())
    findings.push(...findRawColours(file, readFileSync(path.join(root, file), 'utf8')));
  return findings;
}

export function formatReport(findings: Finding[]): string {
  return findings.map((f) => `${f.file}:${f.line}:${f.column}  ${f.text}  ${f.rule}`).join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(process.argv[2] ?? ROOT);
  const findings = checkTree(root);
  const problems = findings.length;
  if (problems) {
    console.error(formatReport(findings));
    console.error(
      `\n${problems} raw colour${problems === 1 ? '' : 's'} outside ${TOKEN_HOME} (decision 025)`,
    );
    process.exit(1);
  }
}
