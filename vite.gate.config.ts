// Build of the staging gate page: its own small HTML, script and stylesheet under dist/_gate/,
// the only files a visitor without the gate cookie can load (docs/decisions/020-gate-at-the-origin.md).
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { inlineScriptTag } from './scripts/build/inline-scripts.ts';
import { typefaceStylesheet } from './scripts/build/typeface.ts';
import { gateMarkup, gateTitle } from './src/features/password-gate/gate-markup.ts';

const GATE_ROOT = path.resolve(import.meta.dirname, 'src/features/password-gate');

function gateHtml(): Plugin {
  return {
    name: 'gate-html',
    transformIndexHtml: (html) =>
      html
        .replace('%GATE_TITLE%', gateTitle())
        .replace('<!--HEAD_SCRIPT-->', () => inlineScriptTag('gate-head'))
        .replace('<!--GATE_MARKUP-->', gateMarkup()),
  };
}

export default defineConfig(({ mode }) => ({
  root: GATE_ROOT,
  base: '/_gate/',
  publicDir: false,
  plugins: [typefaceStylesheet(), tailwindcss(), gateHtml()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  build: {
    target: 'es2022',
    outDir: process.env.GATE_OUT_DIR ?? path.resolve(import.meta.dirname, 'dist/_gate'),
    emptyOutDir: true,
    assetsDir: 'assets',
    modulePreload: false,
    reportCompressedSize: false,
    rollupOptions: { input: path.join(GATE_ROOT, 'gate.html') },
  },
  logLevel: mode === 'development' ? 'info' : 'warn',
}));
