// The logo mark is drawn in three places that cannot import one another (a static SVG file, a React
// component, the gate page's plain-DOM markup): they must draw the same gradient (decision 025).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const stops = (file: string) =>
  [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/stop-?color="(#[0-9a-f]{6})"/gi)].map((m) =>
    m[1]!.toLowerCase(),
  );

describe('the logo mark', () => {
  const favicon = stops('public/favicon.svg');

  it('has a two-stop gradient in the favicon', () => {
    expect(favicon).toHaveLength(2);
  });

  it.each([
    'src/components/layout/logo.tsx',
    'src/features/password-gate/gate-markup.ts',
  ])('draws the same gradient in %s', (file) => {
    expect(stops(file)).toEqual(favicon);
  });
});
