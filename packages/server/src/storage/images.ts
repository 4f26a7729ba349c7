import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** What an uploaded image becomes: a logo fits a square, a portfolio image a wide frame. */
export const IMAGE_PURPOSES = {
  logo: { width: 400, height: 400, fit: 'inside' },
  portfolio: { width: 1600, height: 1200, fit: 'inside' },
  /** A person's picture (issue 19 settings): cropped to a square, as the header shows it round. */
  avatar: { width: 256, height: 256, fit: 'cover' },
} as const;
export type ImagePurpose = keyof typeof IMAGE_PURPOSES;

/** The largest upload read at all (the multipart limit says the same). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The formats an upload may be in, as sharp reads them from the bytes (never the file name). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export class ImageRejected extends Error {
  override readonly name = 'ImageRejected';
}

export interface ProcessedImage {
  body: Buffer;
  contentType: 'image/webp';
  /** A name made from the content: the same image is the same file, cached forever. */
  name: string;
  width: number;
  height: number;
  /**
   * A portfolio image also as AVIF, named as the WebP with `.avif` (pages offer it first): at
   * 1600 px it is about 0.4 of the WebP's size (docs/operations.md). None for logos (400 px at
   * most), where the few bytes saved do not pay for a second file.
   */
  avif?: { body: Buffer; name: string; contentType: 'image/avif' };
}

/** The AVIF twin of a stored WebP image's key (`…/abc.webp` → `…/abc.avif`). */
export function avifTwinOf(key: string): string {
  return key.replace(/\.webp$/, '.avif');
}

/**
 * Checks that the bytes are an image by their content, turns them upright, fits them to the
 * purpose's frame (never enlarging), strips every piece of metadata (EXIF, GPS, ICC beyond sRGB)
 * and writes WebP. Anything that is not an image is an ImageRejected with a message to show.
 */
export async function processImage(input: Buffer, purpose: ImagePurpose): Promise<ProcessedImage> {
  if (input.length > MAX_IMAGE_BYTES)
    throw new ImageRejected(`The image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`);
  let format: string | undefined;
  try {
    format = (await sharp(input, { failOn: 'error' }).metadata()).format;
  } catch {
    throw new ImageRejected('This file is not an image: upload a JPEG, PNG, WebP or GIF.');
  }
  if (!format || !ACCEPTED.has(format))
    throw new ImageRejected('This file is not an image: upload a JPEG, PNG, WebP or GIF.');
  const frame = IMAGE_PURPOSES[purpose];
  try {
    const { data, info } = await sharp(input, { failOn: 'error', limitInputPixels: 40_000_000 })
      .rotate()
      .resize({
        width: frame.width,
        height: frame.height,
        fit: frame.fit,
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const digest = createHash('sha256').update(data).digest('hex').slice(0, 32);
    const processed: ProcessedImage = {
      body: data,
      contentType: 'image/webp',
      name: `${digest}.webp`,
      width: info.width,
      height: info.height,
    };
    if (purpose !== 'portfolio') return processed;
    // From the fitted WebP's pixels, so both are the same picture; effort 3 keeps it to a second
    // or two on two cores. Always written, so a page can offer it without asking whether it is.
    const avif = await sharp(data).avif({ quality: 55, effort: 3 }).toBuffer();
    processed.avif = { body: avif, name: `${digest}.avif`, contentType: 'image/avif' };
    return processed;
  } catch (error) {
    if (error instanceof ImageRejected) throw error;
    throw new ImageRejected('This image could not be read: it may be damaged or too large.');
  }
}
