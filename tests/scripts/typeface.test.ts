// The typeface setting's stylesheet (scripts/build/typeface.ts): the fallback face's metrics come
// from the font file by the method in code, and Arial's reference metrics are what that method
// measures on Liberation Sans, Arial's metric twin.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  ARIAL_METRICS,
  fallbackMetrics,
  fontMetrics,
  LATIN_FONT_URL,
  typefaceCss,
} from '../../scripts/build/typeface.ts';
import { FALLBACK_FACE, FALLBACK_LOCALS, FONT_FACE } from '../../src/config/typeface.ts';

const require = createRequire(import.meta.url);
const LIBERATION_SANS = '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf';

describe('the typeface stylesheet', () => {
  it('declares the face from the setting and sizes the local fallback by the metrics of its file', async () => {
    const css = await typefaceCss();
    const metrics = fallbackMetrics(await fontMetrics(readFileSync(require.resolve(LATIN_FONT_URL))));
    expect(css).toContain(`font-family: "${FONT_FACE}"`);
    expect(css).toContain(`url("${LATIN_FONT_URL}")`);
    expect(css).toContain(`font-family: "${FALLBACK_FACE}"`);
    for (const name of FALLBACK_LOCALS) expect(css).toContain(`local("${name}")`);
    expect(css).toContain(`size-adjust: ${(metrics.sizeAdjust * 100).toFixed(2)}%`);
    expect(css).toContain(`ascent-override: ${(metrics.ascent * 100).toFixed(2)}%`);
    // A typical line of the typeface is wider than Arial's, so the fallback is scaled up, and the
    // ascent over the scale stays a share of the em.
    expect(metrics.sizeAdjust).toBeGreaterThan(0.5);
    expect(metrics.ascent).toBeGreaterThan(0.5);
  });

  it('sizes a font against itself by one', () => {
    expect(fallbackMetrics(ARIAL_METRICS, ARIAL_METRICS).sizeAdjust).toBe(1);
  });

  it.skipIf(!existsSync(LIBERATION_SANS))(
    "measures Arial's reference metrics on its metric twin",
    async () => {
      const measured = await fontMetrics(readFileSync(LIBERATION_SANS));
      expect(measured).toMatchObject({
        unitsPerEm: ARIAL_METRICS.unitsPerEm,
        ascent: ARIAL_METRICS.ascent,
        descent: ARIAL_METRICS.descent,
        lineGap: ARIAL_METRICS.lineGap,
      });
      expect(measured.averageWidth).toBeCloseTo(ARIAL_METRICS.averageWidth, 1);
    },
  );
});
