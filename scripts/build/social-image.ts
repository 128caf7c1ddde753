// The 1200×630 social card (Open Graph / Twitter), drawn at build time from code: an SVG with the
// site's name, tagline and home heading, in the dark theme's colours (read from tokens.css, their
// one source), rasterized by resvg compiled to WebAssembly (@resvg/resvg-wasm: no native binary,
// no network, no system fonts). Text is set in the typeface (src/config/typeface.ts) from its static package, whose WOFF files are
// unpacked to plain OpenType here because resvg reads only TrueType/OpenType.
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { logoMark } from '../../src/config/logo.ts';
import { siteConfig } from '../../src/config/site.ts';
import { socialImage } from '../../src/config/social-image.ts';
import { typeface } from '../../src/config/typeface.ts';
import { pages } from '../../src/content/pages.ts';
import { readTokens, type Theme } from './design-tokens.ts';

const require = createRequire(import.meta.url);

/** Unpacks a WOFF 1.0 font into the OpenType file it wraps (zlib-compressed tables). */
function woffToOtf(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 font');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + 16 * numTables);
  woff.copy(header, 0, 4, 8); // sfnt flavor
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const chunks: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    t.tag.copy(header, at);
    header.writeUInt32BE(t.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(t.data.length, at + 12);
    const padded = Buffer.alloc(Math.ceil(t.data.length / 4) * 4);
    t.data.copy(padded);
    chunks.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(chunks);
}

export const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Splits a heading into lines of at most `max` characters, at spaces. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The card's SVG source, in the colours of a theme's tokens (the dark one's, when it is drawn). */
export function socialImageSvg(colors: Theme): string {
  const { width, height } = socialImage;
  const c = (name: string) => {
    const value = colors[name];
    if (!value) throw new Error(`tokens.css has no --${name}`);
    return value;
  };
  const heading = wrap(pages.home.heading, 16)
    .map((line, i) => `<tspan x="80" dy="${i === 0 ? 0 : 84}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <radialGradient id="glow" cx="0.78" cy="0" r="0.75">
      <stop offset="0" stop-color="${c('grad-from')}" stop-opacity="0.55"/>
      <stop offset="1" stop-color="${c('grad-from')}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="brand" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${c('grad-from')}"/>
      <stop offset="1" stop-color="${c('grad-to')}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="${c('background')}"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  <rect x="0" y="${height - 10}" width="${width}" height="10" fill="url(#brand)"/>
  <g transform="translate(80 80) scale(2)">
    <rect width="${logoMark.size}" height="${logoMark.size}" rx="${logoMark.radius}" fill="url(#brand)"/>
    <path d="${logoMark.wave}" fill="none" stroke="${c('on-accent')}" stroke-width="${logoMark.waveWidth}" stroke-linecap="round"/>
  </g>
  <text x="164" y="124" font-family="${typeface.family}" font-weight="700" font-size="44" fill="${c('foreground')}">${escapeXml(siteConfig.name)}</text>
  <text x="80" y="300" font-family="${typeface.family}" font-weight="700" font-size="76" letter-spacing="-1.5" fill="${c('foreground')}">${heading}</text>
  <text x="80" y="${height - 80}" font-family="${typeface.family}" font-weight="400" font-size="34" fill="${c('muted-foreground')}">${escapeXml(siteConfig.tagline)}</text>
</svg>`;
}

let wasmReady: Promise<void> | undefined;

async function renderSocialImage(): Promise<Uint8Array> {
  wasmReady ??= initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  await wasmReady;
  const fonts = ([400, 700] as const).map((weight) =>
    woffToOtf(
      readFileSync(require.resolve(`${typeface.staticPackage}/files/${typeface.staticFile(weight)}`)),
    ),
  );
  const resvg = new Resvg(socialImageSvg(readTokens().dark), {
    fitTo: { mode: 'original' },
    font: { fontBuffers: fonts, defaultFontFamily: typeface.family, sansSerifFamily: typeface.family },
  });
  const png = resvg.render().asPng();
  resvg.free();
  return png;
}

/** Writes the social card to <outDir>/social-image.png (the path the SEO tags name). */
export async function writeSocialImage(outDir: string): Promise<void> {
  await writeFile(path.join(outDir, socialImage.path.slice(1)), await renderSocialImage());
}
