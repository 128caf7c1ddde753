// The logo mark's colours as values, for the SVG attributes that draw it before any stylesheet
// applies (the header's logo, the gate page's markup). The same values as tokens.css's --logo-from,
// --logo-to and --on-accent (tests/scripts/design-tokens.test.ts checks); the build draws the
// favicon from them (src/config/logo.ts).
export const logoColours = { from: '#6366f1', to: '#8b5cf6', wave: '#ffffff' } as const;
