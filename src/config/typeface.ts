// The site's one typeface setting: the family, the packages it comes from and the files the build
// cuts. The pages, the gate page, the social card and the tests read it here; the build writes the
// @font-face rules from it (src/styles/fonts.css, generated) with fallback metrics it computes from
// the font file itself (scripts/build/typeface.ts). Recipe: docs/change-trials.md.
export const typeface = {
  /** The family's own name (the social card sets its text in it). */
  family: 'Inter',
  /** The variable font the pages use: its npm package and latin file (Fontsource's layout). */
  variablePackage: '@fontsource-variable/inter',
  variableLatinFile: 'inter-latin-wght-normal.woff2',
  /** Its weight range, as the @font-face declares it. */
  weights: '100 900',
  /** The static files the social card renders with (its renderer takes no variable font). */
  staticPackage: '@fontsource/inter',
  staticFile: (weight: 400 | 700): string => `inter-latin-${weight}-normal.woff`,
} as const;

/**
 * The names the stylesheet uses, for the role and not the typeface (so tokens.css never changes
 * with it): the face, and the local face sized to it until it arrives.
 */
export const FONT_FACE = 'Site Sans';
export const FALLBACK_FACE = 'Site Sans Fallback';
/**
 * The local fonts the fallback face resizes: two with Arial's metrics, Arial (Windows, macOS, iOS)
 * and Liberation Sans (Linux); decision 048.
 */
export const FALLBACK_LOCALS = ['Arial', 'Liberation Sans'] as const;
