import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Answers whether a site path such as `/images/countries/spain.svg` is a file we serve. */
export type PublicFileCheck = (sitePath: string) => boolean;

/** Files under the app's `public/` folder (the build copies them to `dist/client/`). */
export function publicFileCheck(publicDir: string): PublicFileCheck {
  const known = new Map<string, boolean>();
  return (sitePath) => {
    if (!/^\/images\/[a-z0-9/_.-]+$/.test(sitePath) || sitePath.includes('..')) return false;
    let found = known.get(sitePath);
    if (found === undefined) {
      found = existsSync(join(publicDir, sitePath));
      known.set(sitePath, found);
    }
    return found;
  };
}

/**
 * A country's images as the API answers them. The database names a WebP and a JPEG per country
 * (`/images/countries/{slug}.webp|.jpg`); the repository ships SVG illustrations instead
 * (scripts/generate-country-images.mjs) because there is no image encoder here. Each stored path
 * is kept when its file exists, otherwise the SVG of the same name is given when that exists.
 */
export function countryImages(
  stored: { webp: string; original: string },
  exists: PublicFileCheck,
): { webp: string; original: string } {
  const pick = (path: string) => {
    if (exists(path)) return path;
    const svg = path.replace(/\.(webp|jpe?g|png)$/, '.svg');
    return exists(svg) ? svg : path;
  };
  return { webp: pick(stored.webp), original: pick(stored.original) };
}
