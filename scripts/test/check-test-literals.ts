// `npm run lint`'s test-literal check (decision 061): a test reads what it checks from where it is
// defined (src/content, src/config, the contact contract) or pins it through docs/requirements.md,
// never restates it. It collects every string and number those modules export and the quoted texts
// and figures of docs/requirements.md, then reads every test file's literals (vitest, Deno, e2e and
// their helpers) and reports one that restates them:
//   - copy: a literal equal to a defined text (two words or more, or one word of 8+ characters;
//     not an identifier or a path), or holding one of 14+ characters;
//   - a currency: a currency sign, or the setting's currency code, in a literal;
//   - a price or figure: a numeric literal that is a figure of the content (100 or more and not a
//     round hundred, or 10 or more with decimals), or such a number written with grouping or
//     decimals in a text (1,500 · 278.40) that the content or the requirements hold;
//   - a count: a literal given to toHaveLength / toHaveCount that is the length of a list the
//     content or config defines (2 or more).
// A test's or a suite's title is a description, not a check, and is not read.
// A text given to `required('…')` (tests/helpers/requirements.ts) is a pin: that helper throws
// unless docs/requirements.md quotes it, so it is read from there.
// A line may opt out with a `literal-ok: <reason>` comment on it or the line before (a value the
// test chooses, which no content defines, that happens to look like one).
// Any finding fails (exit 1), in any test file: `--list` adds each finding's text.
//   tsx scripts/test/check-test-literals.ts [--list] [files…]
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from '@babel/parser';
import { locale } from '../../src/config/locale.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Where values are defined: every module here is imported and its exports walked. */
export const DEFINING_DIRS = ['src/content', 'src/config'];
export const DEFINING_FILES = ['supabase/functions/_shared/contracts/contact.ts'];
export const REQUIREMENTS = 'docs/requirements.md';
/** The test files: vitest, Deno, e2e and their helpers. */
export const TEST_DIRS = ['tests', 'e2e', 'supabase'];
const TEST_FILE = /\.(ts|tsx)$/;
/** Not tests: the layering fixtures are code on purpose, and supabase/ holds the functions. */
const NOT_TESTS = [/^tests\/fixtures\//];
const SUPABASE_TESTS = /(^|\/)(tests?|__tests__)\/|\.test\.tsx?$/;

/** Copy: two words or more, or one word of MIN_WORD characters (a shorter word is any word). */
export const MIN_WORD = 8;
/** A defined text found inside a longer literal: this long at least. */
export const MIN_CONTAINED = 14;
export const OPT_OUT = 'literal-ok:';
/** it('…'), test.skip('…'), describe.each(…)('…'): the callee of a test or suite with a title. */
const TEST_TITLE_CALLEE =
  /^(it|test|describe|bench)(\.(each|skip|only|todo|concurrent|sequential|fails|skipIf|runIf|describe|serial|parallel|fixme|slow|step))*(\(\))?$/;

/** `it`, `test.skip`, `describe.each()`: a callee written as a dotted name, or '' for anything else. */
function calleeName(node: Node): string {
  if (node.type === 'Identifier') return String(node.name);
  if (node.type === 'MemberExpression') {
    const property = node.property as Node;
    const object = calleeName(node.object as Node);
    return object && property.type === 'Identifier' ? `${object}.${String(property.name)}` : '';
  }
  if (node.type === 'CallExpression') {
    const inner = calleeName(node.callee as Node);
    return inner ? `${inner}()` : '';
  }
  return '';
}

/** tests/helpers/requirements.ts's pin: its argument is checked against docs/requirements.md. */
export const PIN = 'required';

export type Finding = { file: string; line: number; column: number; text: string; rule: string };

/** Keys, ids, slugs, field names and paths: the site's interface, not copy (decision 061). */
function isIdentifierLike(text: string): boolean {
  return (
    /^[a-z][a-zA-Z0-9]*([_-][a-zA-Z0-9]+)*$/.test(text) ||
    /^[/#?.@]/.test(text) ||
    /^[a-z]+:\/\//i.test(text) ||
    /^[A-Z_]+$/.test(text)
  );
}

function isCopy(text: string): boolean {
  return (
    /\p{L}/u.test(text) &&
    !isIdentifierLike(text) &&
    (/\p{L}\S*\s+\S*\p{L}/u.test(text) ? text.length >= 5 : text.length >= MIN_WORD)
  );
}

/**
 * Trimmed, with runs of ASCII white space as one space: how a page shows text (a test's
 * U+2028 or no-break space is a character of its own, not a restatement).
 */
function squash(text: string): string {
  return text.replace(/[ \t\n\r]+/g, ' ').replace(/^ | $/g, '');
}

export type Defined = { texts: Set<string>; numbers: Set<number>; figures: Set<string>; counts: Set<number> };

/**
 * A figure of the content: a price or an amount (100 or more and not a round hundred, or 10 or
 * more with decimals). Round numbers, small ones and the config's are what tests choose too
 * (timeouts, sizes, limits), so a numeric literal equal to one proves nothing.
 */
export function isFigure(value: number): boolean {
  if (!Number.isFinite(value)) return false;
  if (!Number.isInteger(value)) return Math.abs(value) >= 10;
  return Math.abs(value) >= 100 && value % 100 !== 0;
}

function addNumber(defined: Defined, value: number): void {
  if (isFigure(value)) defined.numbers.add(value);
}

function walk(value: unknown, defined: Defined, seen: Set<unknown>, depth: number, figures: boolean): void {
  if (depth > 12) return;
  if (typeof value === 'string') {
    const text = squash(value);
    if (isCopy(text)) defined.texts.add(text);
    return;
  }
  if (typeof value === 'number') {
    if (figures) addNumber(defined, value);
    return;
  }
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value) && value.length >= 2) defined.counts.add(value.length);
  if (value instanceof RegExp || value instanceof Date) return;
  if (value instanceof Map || value instanceof Set) {
    for (const item of value.values()) walk(item, defined, seen, depth + 1, figures);
    if (value instanceof Map) for (const key of value.keys()) walk(key, defined, seen, depth + 1, figures);
    return;
  }
  for (const item of Object.values(value)) walk(item, defined, seen, depth + 1, figures);
}

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  const out: string[] = [];
  const visit = (rel: string): void => {
    for (const entry of readdirSync(path.join(ROOT, rel), { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') visit(child);
      } else if (keep(child)) out.push(child);
    }
  };
  visit(dir);
  return out.sort();
}

/** docs/requirements.md's quoted texts ('…') and its figures (prices, counts written in digits). */
export function requirementsValues(markdown: string, defined: Defined): void {
  for (const match of markdown.matchAll(/(?<![\p{L}\d])'([^'\n]+?)'(?![\p{L}\d])/gu)) {
    const text = squash(match[1] ?? '');
    if (isCopy(text)) defined.texts.add(text);
  }
  for (const match of markdown.matchAll(/(?<![\w.,])\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d+/g)) {
    defined.figures.add(match[0]);
  }
}

export async function definedValues(): Promise<Defined> {
  const defined: Defined = { texts: new Set(), numbers: new Set(), figures: new Set(), counts: new Set() };
  const modules = [
    ...DEFINING_DIRS.flatMap((dir) => filesUnder(dir, (file) => /\.tsx?$/.test(file))),
    ...DEFINING_FILES,
  ];
  const seen = new Set<unknown>();
  for (const file of modules) {
    // env.ts reads the build's environment: nothing a test could restate.
    if (file.endsWith('/env.ts')) continue;
    const exports: Record<string, unknown> = await import(pathToFileURL(path.join(ROOT, file)).href);
    for (const value of Object.values(exports))
      walk(value, defined, seen, 0, file.startsWith('src/content/'));
  }
  requirementsValues(readFileSync(path.join(ROOT, REQUIREMENTS), 'utf8'), defined);
  for (const number of defined.numbers) {
    defined.figures.add(String(number));
    defined.figures.add(number.toLocaleString('en-US', { maximumFractionDigits: 2 }));
  }
  return defined;
}

export function testFiles(): string[] {
  return TEST_DIRS.flatMap((dir) =>
    filesUnder(dir, (file) => {
      if (!TEST_FILE.test(file) || NOT_TESTS.some((pattern) => pattern.test(file))) return false;
      return dir !== 'supabase' || SUPABASE_TESTS.test(file.slice('supabase/'.length));
    }),
  );
}

type Literal = { text: string; line: number; column: number; kind: 'string' | 'regex' | 'number' };
type Node = { type: string; loc?: { start: { line: number; column: number } } } & Record<string, unknown>;

const COUNT_MATCHERS = new Set(['toHaveLength', 'toHaveCount']);
/** Where an integer is a price: a property or variable so named, or an argument to a price function. */
const PRICE_NAME = /price|amount|cost|saving|^format(Price|Number)$/i;

/** Every literal of a source file, and the counts given to the count matchers. */
function literalsOf(source: string, file: string): { literals: Literal[]; counts: Literal[] } {
  const ast = parse(source, {
    sourceType: 'module',
    plugins: file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'],
    errorRecovery: true,
  });
  const literals: Literal[] = [];
  const counts: Literal[] = [];
  const at = (node: Node) => ({ line: node.loc?.start.line ?? 0, column: (node.loc?.start.column ?? 0) + 1 });
  let priceContext = false;
  const visit = (node: unknown, parentKey: string): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item, parentKey);
      return;
    }
    const before = priceContext;
    const n0 = node as Node | null;
    if (n0 && typeof n0 === 'object' && typeof n0.type === 'string') {
      if (n0.type === 'ObjectProperty' || n0.type === 'VariableDeclarator') {
        const key = (n0.type === 'ObjectProperty' ? n0.key : n0.id) as Node | undefined;
        const name =
          key &&
          (key.type === 'Identifier'
            ? String(key.name)
            : key.type === 'StringLiteral'
              ? String(key.value)
              : '');
        priceContext = !!name && PRICE_NAME.test(name);
      } else if (n0.type === 'CallExpression') {
        const callee = n0.callee as Node;
        const name =
          callee.type === 'Identifier'
            ? String(callee.name)
            : callee.type === 'MemberExpression'
              ? String((callee.property as Node).name ?? '')
              : '';
        if (PRICE_NAME.test(name)) priceContext = true;
      }
    }
    try {
      visitNode(node, parentKey);
    } finally {
      priceContext = before;
    }
  };
  const visitNode = (node: unknown, parentKey: string): void => {
    if (node === null || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
    const n = node as Node;
    switch (n.type) {
      case 'ImportDeclaration':
      case 'ExportAllDeclaration':
      case 'TSImportType':
      case 'TSLiteralType':
        return;
      case 'StringLiteral':
        if (parentKey !== 'source' && parentKey !== 'key')
          literals.push({ text: String(n.value), kind: 'string', ...at(n) });
        return;
      case 'JSXText':
        literals.push({ text: String(n.value), kind: 'string', ...at(n) });
        return;
      case 'TemplateElement':
        literals.push({
          text: String((n.value as { cooked?: string; raw: string }).cooked ?? ''),
          kind: 'string',
          ...at(n),
        });
        return;
      case 'RegExpLiteral':
        literals.push({ text: String(n.pattern), kind: 'regex', ...at(n) });
        return;
      case 'NumericLiteral':
        // An integer is a price only where it is used as one; a decimal figure anywhere.
        if (!Number.isInteger(n.value) || priceContext)
          literals.push({ text: String(n.value), kind: 'number', ...at(n) });
        return;
      case 'CallExpression': {
        const callee = n.callee as Node;
        // A pin through the requirements: required('…') proves the text is quoted there.
        if (callee.type === 'Identifier' && callee.name === PIN) return;
        // A test's title describes it and checks nothing: it, test, describe (and .each, .skip…).
        if (TEST_TITLE_CALLEE.test(calleeName(callee))) {
          for (const [i, arg] of (n.arguments as Node[]).entries()) if (i > 0) visit(arg, 'arguments');
          visit(callee, 'callee');
          return;
        }
        const property = callee.type === 'MemberExpression' ? (callee.property as Node) : undefined;
        const args = n.arguments as Node[];
        if (
          property?.type === 'Identifier' &&
          COUNT_MATCHERS.has(String(property.name)) &&
          args[0]?.type === 'NumericLiteral'
        ) {
          const value = Number(args[0].value);
          if (value >= 2) counts.push({ text: String(value), kind: 'number', ...at(args[0]) });
        }
        break;
      }
    }
    for (const [key, child] of Object.entries(n)) {
      if (key === 'loc' || key === 'start' || key === 'end' || key === 'extra' || key === 'comments')
        continue;
      if (key === 'leadingComments' || key === 'trailingComments' || key === 'innerComments') continue;
      if (child && typeof child === 'object') visit(child, key);
    }
  };
  visit(ast.program, 'program');
  return { literals, counts };
}

/** A regex's source as the text it matches, where it is plain text with escapes. */
function regexText(pattern: string): string | null {
  const unescaped = pattern.replace(/\\([.*+?^${}()|[\]\\/'-])/g, '$1').replace(/\\s[+*]?/g, ' ');
  if (/[\\[\](){}|*+?^$]/.test(unescaped.replace(/\.\*|\.\+/g, ''))) {
    // Alternations and groups: check each plain run of 12+ characters on its own.
    return null;
  }
  return unescaped.replace(/\.\*|\.\+/g, ' ');
}

/** Currency signs that are also code: `$` is a regex anchor, a replacement pattern ($1, $&), shell. */
const SIGNS_IN_CODE = new Set(['$']);

export function currencyRule(
  text: string,
  kind: Literal['kind'],
  setting: { currency: string; currencySymbol: string } = locale,
): string | null {
  // The setting's sign anywhere, unless code writes it too ($ in US dollars: then, like any other
  // sign, only against an amount, $200 or 200 €).
  const sign = setting.currencySymbol;
  const plain = kind === 'regex' ? text.replace(/(?<!\\)\$/g, '').replace(/\\(\p{Sc})/gu, '$1') : text;
  const signAnywhere = !SIGNS_IN_CODE.has(sign) && plain.includes(sign);
  if (signAnywhere || /\p{Sc}\s?(\d{2,}|\\d)|\d\s?(?!\$)\p{Sc}/u.test(plain))
    return 'a currency sign: format it with formatPrice or read the locale setting';
  if (new RegExp(`\\b${setting.currency}\\b`).test(text))
    return `the currency code ${setting.currency}: read the locale setting`;
  return null;
}

export function checkSource(source: string, file: string, defined: Defined): Finding[] {
  const findings: Finding[] = [];
  const lines = source.split('\n');
  const optedOut = (line: number) =>
    (lines[line - 1] ?? '').includes(OPT_OUT) || (lines[line - 2] ?? '').includes(OPT_OUT);
  const { literals, counts } = literalsOf(source, file);
  const longTexts = [...defined.texts].filter((text) => text.length >= MIN_CONTAINED);
  const report = (literal: Literal, rule: string) => {
    if (!optedOut(literal.line))
      findings.push({
        file,
        line: literal.line,
        column: literal.column,
        text: literal.text.slice(0, 80),
        rule,
      });
  };
  for (const literal of literals) {
    if (literal.kind === 'number') {
      const value = Number(literal.text);
      if (defined.numbers.has(value)) {
        report(literal, 'a price or figure of the content: read it from there');
      }
      continue;
    }
    const raw = literal.kind === 'regex' ? regexText(literal.text) : literal.text;
    const texts = raw === null ? literal.text.split(/[\\[\](){}|*+?^$]+/) : [raw];
    const currency = currencyRule(literal.text, literal.kind);
    if (currency) {
      report(literal, currency);
      continue;
    }
    let found = false;
    for (const candidate of texts.map(squash)) {
      if (candidate.length < 5) continue;
      if (defined.texts.has(candidate) && (raw !== null || candidate.length >= MIN_CONTAINED)) {
        report(
          literal,
          `restates the text '${candidate.slice(0, 60)}': read it from the content or docs/requirements.md`,
        );
        found = true;
        break;
      }
      const inside = longTexts.find((text) => candidate.length > text.length && candidate.includes(text));
      if (inside) {
        report(
          literal,
          `holds the text '${inside.slice(0, 60)}': read it from the content or docs/requirements.md`,
        );
        found = true;
        break;
      }
      const figure = candidate.match(/(?<![\w.,])\d{1,3}(?:,\d{3})+(?:\.\d+)?|(?<![\w.,])\d+\.\d+/)?.[0];
      if (figure && defined.figures.has(figure)) {
        report(literal, `writes the figure ${figure}: read it from the content or docs/requirements.md`);
        found = true;
        break;
      }
    }
    if (found) continue;
  }
  for (const count of counts.filter((c) => defined.counts.has(Number(c.text))))
    report(count, `a count of ${count.text}: read it from the content or docs/requirements.md`);
  return findings;
}

export async function checkTestLiterals(files = testFiles()): Promise<Finding[]> {
  const defined = await definedValues();
  // A file is named from the repository root, or by an absolute path (a test's own fixture).
  return files.flatMap((file) => checkSource(readFileSync(path.resolve(ROOT, file), 'utf8'), file, defined));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const list = args.includes('--list');
  const files = args.filter((arg) => !arg.startsWith('--'));
  const findings = await checkTestLiterals(files.length > 0 ? files : undefined);
  // Any finding fails: the findings of d84b0ad (663) are all fixed, so there is no list of known
  // ones left to hold back (decision 061).
  for (const finding of findings) {
    console.error(
      `${finding.file}:${finding.line}:${finding.column} ${finding.rule}${list ? `\n    ${JSON.stringify(finding.text)}` : ''}`,
    );
  }
  if (findings.length > 0) {
    const fileCount = new Set(findings.map((finding) => finding.file)).size;
    console.error(
      `\n${findings.length} literal(s) in ${fileCount} test file(s) restate what the content, the config or docs/requirements.md defines: read the value there, pin it with required('…'), or mark a value the test chooses with ${OPT_OUT} <reason> (decision 061).`,
    );
    process.exit(1);
  }
  console.log('Test literals: none restates the content, the config or docs/requirements.md.');
}
