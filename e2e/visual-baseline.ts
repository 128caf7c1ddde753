// Visual baselines: a full-page screenshot compared with the one kept in e2e/visual/, both reduced
// to a third of their size (a box of 3×3 pixels averaged into one) and the kept one stored as
// lossless WebP. A third keeps every colour and any move of a pixel or more (a glyph's average
// changes), at 4.6 MB for the 60 pictures instead of 39 MB of full PNGs (decision 051). A pixel differs when
// one of its channels moves by more than CHANNEL_TOLERANCE; a picture differs when more than
// PIXEL_TOLERANCE of its pixels do, or its size does. `VISUAL_UPDATE=1` writes the pictures anew
// (a deliberate change of the look: commit them with the change, and say why); `VISUAL_STRICT=1`
// compares with no tolerance at all.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestInfo } from '@playwright/test';
import sharp from 'sharp';

export const BASELINE_DIR = path.resolve(import.meta.dirname, 'visual');
/** Each side of a baseline is a third of the screenshot's. */
export const REDUCTION = 3;
/**
 * `VISUAL_STRICT=1` allows no difference at all: the proof that a refactor changed no pixel (of the
 * reduced pictures).
 */
const STRICT = process.env.VISUAL_STRICT === '1';
/** Out of 255: what anti-aliasing and rounding may move a channel by between two runs. */
export const CHANNEL_TOLERANCE = STRICT ? 0 : 8;
/** The share of a picture's pixels that may differ. */
export const PIXEL_TOLERANCE = STRICT ? 0 : 0.0005;

type Raw = { data: Buffer; width: number; height: number };

/** Each box of REDUCTION × REDUCTION pixels averaged into one (a partial box at an edge is dropped). */
async function reduced(png: Buffer): Promise<Raw> {
  const { data: full, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const width = Math.floor(info.width / REDUCTION);
  const height = Math.floor(info.height / REDUCTION);
  const data = Buffer.alloc(width * height * 3);
  const area = REDUCTION * REDUCTION;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < 3; c++) {
        let sum = 0;
        for (let dy = 0; dy < REDUCTION; dy++) {
          const row = (y * REDUCTION + dy) * info.width;
          for (let dx = 0; dx < REDUCTION; dx++) sum += full[(row + x * REDUCTION + dx) * 3 + c]!;
        }
        data[(y * width + x) * 3 + c] = Math.round(sum / area);
      }
    }
  }
  return { data, width, height };
}

async function read(file: string): Promise<Raw> {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export type Comparison = { differing: number; total: number; sizes: string | null };

/** How two reduced pictures differ: pixels beyond the tolerance, or their sizes. */
export function compare(a: Raw, b: Raw): Comparison {
  const total = a.width * a.height;
  if (a.width !== b.width || a.height !== b.height)
    return { differing: total, total, sizes: `${a.width}×${a.height} against ${b.width}×${b.height}` };
  let differing = 0;
  for (let i = 0; i < a.data.length; i += 3) {
    if (
      Math.abs(a.data[i]! - b.data[i]!) > CHANNEL_TOLERANCE ||
      Math.abs(a.data[i + 1]! - b.data[i + 1]!) > CHANNEL_TOLERANCE ||
      Math.abs(a.data[i + 2]! - b.data[i + 2]!) > CHANNEL_TOLERANCE
    )
      differing++;
  }
  return { differing, total, sizes: null };
}

/** The differing pixels in red over a faded copy of the new picture. */
async function diffImage(actual: Raw, expected: Raw): Promise<Buffer> {
  const out = Buffer.from(actual.data);
  for (let i = 0; i < out.length; i += 3) {
    const moved =
      i < expected.data.length &&
      [0, 1, 2].some((c) => Math.abs(actual.data[i + c]! - expected.data[i + c]!) > CHANNEL_TOLERANCE);
    if (moved) out.set([255, 0, 0], i);
    else for (let c = 0; c < 3; c++) out[i + c] = 160 + Math.round(out[i + c]! * 0.35);
  }
  return sharp(out, { raw: { width: actual.width, height: actual.height, channels: 3 } })
    .png()
    .toBuffer();
}

/**
 * Compares a full-page screenshot with its baseline `name` (or writes it, with VISUAL_UPDATE=1).
 * Returns null when they match; otherwise what differs, with the pictures attached to the test.
 */
export async function checkBaseline(png: Buffer, name: string, testInfo: TestInfo): Promise<string | null> {
  const file = path.join(BASELINE_DIR, `${name}.webp`);
  const actual = await reduced(png);
  if (process.env.VISUAL_UPDATE === '1' || !existsSync(file)) {
    if (process.env.VISUAL_UPDATE !== '1')
      return `no baseline ${path.relative(process.cwd(), file)}: run with VISUAL_UPDATE=1`;
    mkdirSync(BASELINE_DIR, { recursive: true });
    const webp = await sharp(actual.data, {
      raw: { width: actual.width, height: actual.height, channels: 3 },
    })
      .webp({ lossless: true, effort: 6 })
      .toBuffer();
    writeFileSync(file, webp);
    return null;
  }
  const expected = await read(file);
  const result = compare(actual, expected);
  if (!result.sizes && result.differing <= result.total * PIXEL_TOLERANCE) return null;
  await testInfo.attach(`${name}-actual.png`, { body: png, contentType: 'image/png' });
  await testInfo.attach(`${name}-expected.png`, {
    body: await sharp(file).png().toBuffer(),
    contentType: 'image/png',
  });
  if (!result.sizes)
    await testInfo.attach(`${name}-diff.png`, {
      body: await diffImage(actual, expected),
      contentType: 'image/png',
    });
  return result.sizes
    ? `${name}: the page's size changed (${result.sizes}, reduced ${REDUCTION}×)`
    : `${name}: ${result.differing} of ${result.total} pixels differ (${((result.differing / result.total) * 100).toFixed(3)} %, at most ${(PIXEL_TOLERANCE * 100).toFixed(2)} %)`;
}
