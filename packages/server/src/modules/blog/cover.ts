import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { BlogImage } from '@atlas/api/blog';
import { processImage } from '../../storage/images';
import type { Storage } from '../../storage/storage';

/** The widths a cover is stored at: phones, tablets and wide screens pick from the srcset. */
export const COVER_WIDTHS = [480, 960, 1600] as const;
export const LARGEST_COVER_WIDTH = 1600;

interface Rendition {
  key: string;
  body: Buffer;
  contentType: 'image/webp' | 'image/avif';
}

/** The stored renditions of a cover: `<prefix>-<width>.webp` and `.avif`. */
function renditionKey(prefix: string, width: number, format: 'webp' | 'avif'): string {
  return `${prefix}-${width}.${format}`;
}

/** The widths a cover of `width` pixels has (never enlarged: the largest is the cover itself). */
function widthsOf(width: number): number[] {
  const smaller = COVER_WIDTHS.filter((candidate) => candidate < width);
  return [...smaller, Math.min(width, LARGEST_COVER_WIDTH)];
}

/**
 * Checks an upload through the storage port's image pipeline (content sniffing, metadata
 * stripped, upright), then writes WebP and AVIF at each cover width.
 */
export async function storeCover(
  storage: Storage,
  input: Buffer,
  /** Where to store it; by default a name made from the content. */
  fixedPrefix?: string,
): Promise<{ key: string; width: number; height: number }> {
  const checked = await processImage(input, 'portfolio');
  const prefix = fixedPrefix ?? `blog/covers/${checked.name.replace(/\.webp$/, '')}`;
  const renditions: Rendition[] = [];
  for (const width of widthsOf(checked.width)) {
    const resized = sharp(checked.body).resize({ width, withoutEnlargement: true });
    renditions.push(
      {
        key: renditionKey(prefix, width, 'webp'),
        body: await resized.clone().webp({ quality: 80 }).toBuffer(),
        contentType: 'image/webp',
      },
      {
        key: renditionKey(prefix, width, 'avif'),
        body: await resized.clone().avif({ quality: 55, effort: 3 }).toBuffer(),
        contentType: 'image/avif',
      },
    );
  }
  for (const rendition of renditions)
    await storage.put(rendition.key, rendition.body, rendition.contentType);
  return { key: prefix, width: checked.width, height: checked.height };
}

/** A cover as pages show it: srcsets of both formats and the largest WebP for Open Graph. */
export function coverImage(
  key: string | null,
  width: number | null,
  height: number | null,
  alt: string,
): BlogImage | null {
  if (!key || !width || !height) return null;
  const widths = widthsOf(width);
  const url = (w: number, format: 'webp' | 'avif') => `/uploads/${renditionKey(key, w, format)}`;
  const largest = widths[widths.length - 1] ?? width;
  return {
    alt,
    width: largest,
    height: Math.round((height * largest) / width),
    src: url(largest, 'webp'),
    webp: widths.map((w) => `${url(w, 'webp')} ${w}w`).join(', '),
    avif: widths.map((w) => `${url(w, 'avif')} ${w}w`).join(', '),
  };
}

/** A demo cover: a calm two-colour gradient derived from the post's slug. */
export async function drawDemoCover(seed: string): Promise<Buffer> {
  const digest = createHash('sha256').update(seed).digest();
  const hue = (digest[0] ?? 0) * 1.4;
  const second = (hue + 40) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue.toFixed(0)},55%,42%)"/>
      <stop offset="1" stop-color="hsl(${second.toFixed(0)},60%,28%)"/>
    </linearGradient></defs>
    <rect width="1600" height="900" fill="url(#g)"/>
    <circle cx="${1100 + (digest[1] ?? 0)}" cy="${250 + (digest[2] ?? 0)}" r="320" fill="rgba(255,255,255,0.08)"/>
    <circle cx="${300 + (digest[3] ?? 0)}" cy="${700 - (digest[4] ?? 0)}" r="220" fill="rgba(255,255,255,0.06)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
