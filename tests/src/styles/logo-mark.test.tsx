// The logo mark is drawn from one definition (src/config/logo.ts) by the React component and the
// gate page's plain markup and the favicon the build writes. All draw the same gradient
// (decision 025).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LogoMark } from '@/components/layout/logo';
import { faviconSvg, logoMark } from '@/config/logo';
import { gateMarkup } from '@/features/password-gate/gate-markup';

const stops = (markup: string) =>
  [...markup.matchAll(/stop-?color="(#[0-9a-f]{6})"/gi)].map((m) => m[1]!.toLowerCase());

describe('the logo mark', () => {
  const favicon = stops(faviconSvg());

  it('has a two-stop gradient in the favicon', () => {
    expect(favicon).toHaveLength(Object.keys(logoMark.gradient).length);
  });

  it.each([
    ['the header logo (components/layout/logo.tsx)', () => renderToStaticMarkup(<LogoMark />)],
    ['the gate page (features/password-gate/gate-markup.ts)', gateMarkup],
  ])('draws the same gradient in %s', (_, markup) => {
    expect(stops(markup())).toEqual(favicon);
  });
});
