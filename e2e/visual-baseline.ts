// Visual baselines: a part of a full-page screenshot (a block of a page, a part of the shell, the
// gate page: e2e/visual-grain.ts) compared with the picture kept in e2e/visual/, both reduced to a
// third of their size (a box of 3×3 pixels averaged into one) and the kept one stored as lossless
// WebP. A third keeps every colour and any move of a pixel or more (a glyph's average changes)
// (decision 051). A pixel differs when one of its channels moves by more than CHANNEL_TOLERANCE; a
// picture differs when more than MAX_DIFFERING pixels do (a count, not a share: a glyph is as many
// pixels in a tall block as in a short one), or its size does.
// `VISUAL_UPDATE=1` writes a picture only where it differs from the kept one (or none is kept), so a
// regeneration rewrites what changed and nothing else; `VISUAL_STRICT=1` compares with no tolerance.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { BASELINE_DIR } from './visual-grain.ts';

/** Each side of a baseline is a third of the screenshot's. */
export const REDUCTION = 3;
/**
 * `VISUAL_STRICT=1` allows no difference at all: the proof that a refactor changed no pixel (of the
 * reduced pictures).
 */
const STRICT = process.env.VISUAL_STRICT === '1';
export const UPDATE = process.env.VISUAL_UPDATE === '1';
/** Out of 255: what anti-aliasing and rounding may move a channel by between two runs. */
export const CHANNEL_TOLERANCE = STRICT ? 0 : 8;
/**
 * How many reduced pixels of one picture may differ: the one pixel the gate page was seen to flicker,
 * below the smallest change of one glyph measured (a comma made a semicolon: 2 pixels; a full stop
 * made a comma: 2-4), while two runs of the same build differed by none (decision 051, amendment).
 */
export const MAX_DIFFERING = STRICT ? 0 : 1;

export type Raw = { data: Buffer; width: number; height: number };

/** A screenshot decoded once, to cut its parts from. */
export async function decode(png: Buffer): Promise<Raw> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * The rows [top, bottom) of a decoded screenshot (device px), each box of REDUCTION × REDUCTION
 * pixels averaged into one (a partial box at an edge is dropped).
 */
export function reducedPart(full: Raw, top: number, bottom: number): Raw {
  const width = Math.floor(full.width / REDUCTION);
  const height = Math.max(0, Math.floor((Math.min(bottom, full.height) - top) / REDUCTION));
  const data = Buffer.alloc(width * height * 3);
  const area = REDUCTION * REDUCTION;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < 3; c++) {
        let sum = 0;
        for (let dy = 0; dy < REDUCTION; dy++) {
          const row = (top + y * REDUCTION + dy) * full.width;
          for (let dx = 0; dx < REDUCTION; dx++) sum += full.data[(row + x * REDUCTION + dx) * 3 + c]!;
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

const png = (raw: Raw) =>
  sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 3 } })
    .png()
    .toBuffer();

/** The differing pixels in red over a faded copy of the new picture. */
function diffImage(actual: Raw, expected: Raw): Promise<Buffer> {
  const out = Buffer.from(actual.data);
  for (let i = 0; i < out.length; i += 3) {
    const moved =
      i < expected.data.length &&
      [0, 1, 2].some((c) => Math.abs(actual.data[i + c]! - expected.data[i + c]!) > CHANNEL_TOLERANCE);
    if (moved) out.set([255, 0, 0], i);
    else for (let c = 0; c < 3; c++) out[i + c] = 160 + Math.round(out[i + c]! * 0.35);
  }
  return png({ ...actual, data: out });
}

/**
 * Compares a reduced picture with the kept one, `file` (relative to BASELINE_DIR). With
 * VISUAL_UPDATE=1 it writes the picture where none is kept or where it differs, and leaves a
 * matching one alone (no rewrite for run-to-run noise). Returns null when they match (or the
 * picture was written); otherwise what differs, with the pictures attached to the test. A match
 * with some pixels apart is noted on the test (`visual-noise`), the measure of the tolerance.
 */
export async function checkPicture(actual: Raw, file: string, testInfo: TestInfo): Promise<string | null> {
  const kept = path.join(BASELINE_DIR, file);
  const write = async () => {
    mkdirSync(path.dirname(kept), { recursive: true });
    const webp = await sharp(actual.data, {
      raw: { width: actual.width, height: actual.height, channels: 3 },
    })
      .webp({ lossless: true, effort: 6 })
      .toBuffer();
    writeFileSync(kept, webp);
    testInfo.annotations.push({ type: 'visual-written', description: file });
    return null;
  };
  if (!existsSync(kept)) return UPDATE ? write() : `no baseline e2e/visual/${file}: run with VISUAL_UPDATE=1`;
  const expected = await read(kept);
  const result = compare(actual, expected);
  if (!result.sizes && result.differing <= MAX_DIFFERING) {
    if (result.differing)
      testInfo.annotations.push({ type: 'visual-noise', description: `${file}: ${result.differing}` });
    return null;
  }
  if (UPDATE) return write();
  const name = file.replace(/\.webp$/, '').replaceAll('/', '-');
  await testInfo.attach(`${name}-actual.png`, { body: await png(actual), contentType: 'image/png' });
  await testInfo.attach(`${name}-expected.png`, { body: await png(expected), contentType: 'image/png' });
  if (!result.sizes)
    await testInfo.attach(`${name}-diff.png`, {
      body: await diffImage(actual, expected),
      contentType: 'image/png',
    });
  return result.sizes
    ? `${file}: its size changed (${result.sizes}, reduced ${REDUCTION}×)`
    : `${file}: ${result.differing} pixels differ (at most ${MAX_DIFFERING}, reduced ${REDUCTION}×)`;
}

/**
 * The pictures kept in `folder` for one width and theme that are not in `keep` (blocks a page no
 * longer has): deleted with VISUAL_UPDATE=1, otherwise returned.
 */
export function strayPictures(folder: string, suffix: string, keep: readonly string[]): string[] {
  const dir = path.join(BASELINE_DIR, folder);
  if (!existsSync(dir)) return [];
  const strays = readdirSync(dir)
    .filter((f) => f.endsWith(suffix))
    .map((f) => `${folder}/${f}`)
    .filter((f) => !keep.includes(f));
  if (UPDATE) for (const f of strays) rmSync(path.join(BASELINE_DIR, f));
  return UPDATE ? [] : strays;
}
