// The colour tokens of src/styles/tokens.css as values, for what draws outside the page's CSS at
// build time (the social card, the gate page's theme-color) and for the tests that hold static
// copies to them (favicon.svg, src/styles/logo-colours.ts). Read from the file itself, so there is
// no second list to drift (decision 025).
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const TOKENS_FILE = path.resolve(import.meta.dirname, '../../src/styles/tokens.css');

/** Token name (without the leading `--`) → its value, `var()` references resolved. */
export type Theme = Record<string, string>;
export type Tokens = { light: Theme; dark: Theme };

/** The custom properties declared by each top-level rule of a stylesheet, by selector. */
export function topLevelDeclarations(css: string): Map<string, [string, string][]> {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules = new Map<string, [string, string][]>();
  let depth = 0;
  let start = 0;
  let selector = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '{') {
      if (depth === 0) {
        selector = text.slice(start, i).trim();
        start = i + 1;
      }
      depth++;
    } else if (ch === '}') {
      depth--;
      if (depth === 0) {
        const body = text.slice(start, i);
        // Only the rule's own declarations: nested blocks (none in a token rule) are skipped.
        const own = body.replace(/\{[^{}]*\}/g, '');
        const declarations = [...own.matchAll(/--([\w-]+)\s*:\s*([^;]+);/g)].map(
          (m) => [m[1]!, m[2]!.trim()] as [string, string],
        );
        rules.set(selector, [...(rules.get(selector) ?? []), ...declarations]);
        start = i + 1;
      }
    } else if (ch === ';' && depth === 0) {
      start = i + 1; // an at-rule statement (@import, @custom-variant …)
    }
  }
  return rules;
}

/** Replaces each `var(--name)` with the theme's value of `name`, recursively. */
function resolve(theme: Record<string, string>, name: string, seen: string[] = []): string {
  const value = theme[name];
  if (value === undefined) throw new Error(`tokens.css has no --${name}`);
  if (seen.includes(name)) throw new Error(`tokens.css: --${name} refers to itself (${seen.join(' → ')})`);
  return value.replace(/var\(--([\w-]+)\)/g, (_, ref: string) => resolve(theme, ref, [...seen, name]));
}

/** The light theme (`:root`) and the dark one (`:root` overridden by `.dark`), resolved. */
export function parseTokens(css: string): Tokens {
  const rules = topLevelDeclarations(css);
  const root = rules.get(':root');
  const dark = rules.get('.dark');
  if (!root || !dark) throw new Error('tokens.css must have a top-level :root rule and a .dark rule');
  const light = Object.fromEntries(root);
  const darkRaw = { ...light, ...Object.fromEntries(dark) };
  const resolved = (raw: Record<string, string>) =>
    Object.fromEntries(Object.keys(raw).map((name) => [name, resolve(raw, name)]));
  return { light: resolved(light), dark: resolved(darkRaw) };
}

export function readTokens(file: string = TOKENS_FILE): Tokens {
  return parseTokens(readFileSync(file, 'utf8'));
}

/** A colour in the one form static files use: lowercase #rrggbb (#rgb and #rrggbb forms alike). */
export function hexColour(value: string): string {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!m) throw new Error(`Not a #rgb or #rrggbb colour: ${value}`);
  const hex = m[1]!.toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
}
