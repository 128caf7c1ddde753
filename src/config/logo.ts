// The logo mark, drawn on a 32×32 grid: a rounded square in the accent gradient with a white wave.
// One definition for the site's header (components/layout/logo.tsx), the gate page and the social
// card (which fills the square with the theme's gradient tokens). public/favicon.svg is a static copy.
export const logoMark = {
  size: 32,
  radius: 8,
  wave: 'M6 19c3-6 5-6 8 0s5 6 8 0 3-4 4-3',
  waveWidth: 2.6,
  gradient: { from: '#6366f1', to: '#8b5cf6' },
} as const;
