// The logo mark, drawn on a 32×32 grid: a rounded square in the accent gradient with a white wave.
// One definition for the site's header (components/layout/logo.tsx), the gate page and the social
// card (which fills the square with the theme's gradient tokens), and the favicon, which the build
// writes from logoSvg below. Its colours are tokens (src/styles/logo-colours.ts, equal to
// tokens.css, which a test checks).
import { logoColours } from '../styles/logo-colours.ts';

/**
 * One period of the mark's wave on its 32-unit grid (16 units long, 6 high): the brand motif
 * (components/ui/wave-motif.tsx) repeats it, so the site's backdrops are the logo's own line.
 */
export const WAVE_CYCLE = { path: 'c3-6 5-6 8 0s5 6 8 0', length: 16 } as const;

export const logoMark = {
  size: 32,
  radius: 8,
  wave: `M6 19${WAVE_CYCLE.path} 3-4 4-3`,
  waveWidth: 2.6,
  gradient: { from: logoColours.from, to: logoColours.to },
  waveColour: logoColours.wave,
} as const;

/**
 * The mark as SVG markup: the favicon's whole file (`standalone`, with its namespace and title), or
 * an inline image (`className`, hidden from assistive technology). `id` names its gradient.
 */
export function logoSvg(options: { id: string; className?: string; standalone?: string }): string {
  const { size, radius, wave, waveWidth, gradient, waveColour } = logoMark;
  const open = options.standalone
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}"><title>${options.standalone}</title>`
    : `<svg viewBox="0 0 ${size} ${size}" class="${options.className ?? ''}" aria-hidden="true">`;
  return `${open}<defs><linearGradient id="${options.id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${gradient.from}"/><stop offset="1" stop-color="${gradient.to}"/></linearGradient></defs><rect width="${size}" height="${size}" rx="${radius}" fill="url(#${options.id})"/><path d="${wave}" fill="none" stroke="${waveColour}" stroke-width="${waveWidth}" stroke-linecap="round"/></svg>`;
}

/** The favicon (served as /favicon.svg: vite.config.ts writes it into the build and serves it in dev). */
export const faviconSvg = (): string => logoSvg({ id: 'g', standalone: 'Site logo' });
