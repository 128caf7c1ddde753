// What draws outside the page's CSS takes its colours from tokens.css (decision 025): the parser
// that reads them, the social card and the gate page's theme-color built from them, and the static
// copy that must equal them (src/styles/logo-colours.ts, from which the build draws the favicon).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_COLOR_PLACEHOLDER, withThemeColor } from '../../scripts/build/build-gate.ts';
import { hexColour, parseTokens, readTokens } from '../../scripts/build/design-tokens.ts';
import { socialImageSvg } from '../../scripts/build/social-image.ts';
import { faviconSvg, logoMark } from '../../src/config/logo.ts';
import { logoColours } from '../../src/styles/logo-colours.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const tokens = readTokens();

describe('the token parser', () => {
  const css = `@import "x.css";
:root { --a: #111111; /* a comment: --b: #222; */ --b: var(--a); --c: oklch(50% 0.12 20); }
.dark { --a: #333333; }
@theme inline { --color-a: var(--a); }
@utility u { :root & { --a: #444444; } }`;

  it('reads :root as the light theme and :root overridden by .dark as the dark one', () => {
    expect(parseTokens(css)).toEqual({
      light: { a: '#111111', b: '#111111', c: 'oklch(50% 0.12 20)' },
      dark: { a: '#333333', b: '#333333', c: 'oklch(50% 0.12 20)' },
    });
  });

  it('refuses a reference to no token', () => {
    expect(() => parseTokens(':root { --a: var(--nope); } .dark {}')).toThrow('tokens.css has no --nope');
  });

  it('reads the real tokens: every colour of both themes a value, no reference left', () => {
    for (const theme of [tokens.light, tokens.dark]) {
      expect(theme.background).toMatch(/^#/);
      for (const value of Object.values(theme)) expect(value).not.toContain('var(');
    }
    expect(tokens.dark.background).not.toBe(tokens.light.background);
  });
});

describe('the logo', () => {
  const favicon = faviconSvg();
  const logo = {
    from: tokens.light['logo-from'],
    to: tokens.light['logo-to'],
    wave: tokens.light['on-accent'],
  };

  it('has the same colours in both themes (tokens.css sets them once, in :root)', () => {
    expect([tokens.dark['logo-from'], tokens.dark['logo-to'], tokens.dark['on-accent']]).toEqual([
      logo.from,
      logo.to,
      logo.wave,
    ]);
  });

  it("draws in the tokens' colours from src/config/logo.ts (header and gate page)", () => {
    expect(Object.values(logoColours).map(hexColour)).toEqual(
      [logo.from, logo.to, logo.wave].map((c) => hexColour(c!)),
    );
    expect(logoMark.gradient).toEqual({ from: logoColours.from, to: logoColours.to });
  });

  it("draws in the tokens' colours in the favicon the build writes", () => {
    const stops = [...favicon.matchAll(/stop-color="([^"]+)"/g)].map((m) => hexColour(m[1]!));
    const stroke = /<path[^>]*\sstroke="([^"]+)"/.exec(favicon)?.[1];
    expect(stops).toEqual([hexColour(logo.from!), hexColour(logo.to!)]);
    expect(hexColour(stroke!)).toBe(hexColour(logo.wave!));
    // No colour the two checks above do not cover: the stops and the stroke.
    expect(favicon.match(/#[0-9a-f]{3,8}\b/gi)).toHaveLength(stops.length + 1);
  });
});

describe('the social card', () => {
  it("is drawn in the dark theme's tokens, and in nothing else", () => {
    const svg = socialImageSvg(tokens.dark);
    const used = new Set([...svg.matchAll(/(?:fill|stroke|stop-color)="(#[^"]+)"/g)].map((m) => m[1]));
    const { dark } = tokens;
    expect(used).toEqual(
      new Set([
        dark['grad-from'],
        dark['grad-to'],
        dark.background,
        dark['on-accent'],
        dark.foreground,
        dark['muted-foreground'],
      ]),
    );
  });
});

describe("the gate page's theme-color", () => {
  it("is the dark theme's background, the theme the page opens in", () => {
    const html = `<meta name="theme-color" content="${THEME_COLOR_PLACEHOLDER}" />`;
    expect(withThemeColor(html)).toBe(`<meta name="theme-color" content="${tokens.dark.background}" />`);
    expect(readFileSync(path.join(ROOT, 'src/features/password-gate/gate.html'), 'utf8')).toContain(
      THEME_COLOR_PLACEHOLDER,
    );
  });

  it('fails the build when the page does not ask for it', () => {
    expect(() => withThemeColor('<meta name="theme-color" content="#000" />')).toThrow(
      THEME_COLOR_PLACEHOLDER,
    );
  });
});
