// Writes each country's flag of the seed taxonomy to /images/countries/{slug}.svg under
// packages/app/public, copied from the flag-icons package (MIT, lipis/flag-icons, 4:3 SVGs). The
// database names a WebP and a JPEG per country (image_main_webp, image_main_original); the
// countries API answers with the files that exist (packages/server/src/modules/directory-index/
// images.ts), so these SVGs are what the /countries page shows. Run it again after adding a
// country. Reads the country list from packages/server/src/seed/taxonomy.ts.
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const root = join(import.meta.dirname, '..');
const source = readFileSync(join(root, 'packages/server/src/seed/taxonomy.ts'), 'utf8');
const out = join(root, 'packages/app/public/images/countries');
mkdirSync(out, { recursive: true });

// The same slug rule as packages/server/src/seed/random.ts.
const slugify = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Regions in order, each with its countries: name, ISO code, first city's coordinates. */
function readCountries() {
  const start = source.indexOf('const REGION_SOURCES');
  const end = source.indexOf('\n];', start);
  const block = source.slice(start, end);
  const regions = [];
  const regionPattern = /\{\s*name: '([^']+)',\s*countries: \[([\s\S]*?)\n {4}\],/g;
  for (const [, regionName, body] of block.matchAll(regionPattern)) {
    const countries = [];
    const countryPattern =
      /\{ name: '([^']+)', iso2: '([A-Z]{2})'[^\n]*?cities: \[\['[^']+', (-?[\d.]+), (-?[\d.]+)\]/g;
    for (const [, name, iso2, latitude, longitude] of body.matchAll(countryPattern)) {
      countries.push({ name, iso2, latitude: Number(latitude), longitude: Number(longitude) });
    }
    regions.push({ name: regionName, countries });
  }
  return regions;
}

const flags = join(
  dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')),
  'flags/4x3',
);

let written = 0;
for (const region of readCountries()) {
  for (const country of region.countries) {
    copyFileSync(
      join(flags, `${country.iso2.toLowerCase()}.svg`),
      join(out, `${slugify(country.name)}.svg`),
    );
    written += 1;
  }
}
console.log(`${written} flags written to ${out}`);
