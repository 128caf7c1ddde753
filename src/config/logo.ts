// The logo mark, drawn on a 32×32 grid: a rounded square in the accent gradient with a white wave.
// One definition for the site's header (components/layout/logo.tsx), the gate page and the social
// card (which fills the square with the theme's gradient tokens). Its colours are tokens
// (src/styles/logo-colours.ts, equal to tokens.css); public/favicon.svg is a static copy.
import { logoColours } from '../styles/logo-colours.ts';

export const logoMark = {
  size: 32,
  radius: 8,
  wave: 'M6 19c3-6 5-6 8 0s5 6 8 0 3-4 4-3',
  waveWidth: 2.6,
  gradient: { from: logoColours.from, to: logoColours.to },
  waveColour: logoColours.wave,
} as const;
