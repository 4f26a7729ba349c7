// Writes one illustration per country of the seed taxonomy: /images/countries/{slug}.svg under
// packages/app/public. The database names a WebP and a JPEG per country (image_main_webp,
// image_main_original), but we have no image encoder here, so we ship SVGs and the countries API
// answers with the files that exist (packages/server/src/modules/directory-index/images.ts).
// Each picture is a banded, flag-like card (not the real flag) with the country's name, its ISO
// code and a small world map with a dot on its first city. Deterministic: run it again and the
// files come out the same. Reads the country list from packages/server/src/seed/taxonomy.ts.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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

const escapeXml = (text) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

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

/** Three colours per region, so a region's cards belong together. */
const REGION_PALETTES = [
  ['#1b4fd6', '#f4c542', '#e8eefc'],
  ['#be123c', '#f59e0b', '#fdecef'],
  ['#0f766e', '#facc15', '#e6f6f4'],
  ['#1f2937', '#ef4444', '#eef0f3'],
  ['#0e7490', '#84cc16', '#e6f4f8'],
];

function hash(text) {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619) >>> 0;
  return value;
}

/** A banded backdrop: horizontal or vertical stripes, two or three of them, from the ISO code. */
function bands(iso2, [a, b, c]) {
  const h = hash(iso2);
  const vertical = h % 2 === 0;
  const colours = h % 3 === 0 ? [a, c, b] : h % 3 === 1 ? [b, a, c] : [a, b];
  const size = (vertical ? 640 : 400) / colours.length;
  return colours
    .map((colour, index) =>
      vertical
        ? `<rect x="${(index * size).toFixed(1)}" y="0" width="${size.toFixed(1)}" height="400" fill="${colour}"/>`
        : `<rect x="0" y="${(index * size).toFixed(1)}" width="640" height="${size.toFixed(1)}" fill="${colour}"/>`,
    )
    .join('');
}

/** A small equirectangular world grid with a dot on the given coordinates. */
function miniMap(latitude, longitude, accent) {
  const x0 = 452;
  const y0 = 28;
  const width = 160;
  const height = 80;
  const x = x0 + ((longitude + 180) / 360) * width;
  const y = y0 + ((90 - latitude) / 180) * height;
  const grid = [];
  for (let i = 1; i < 6; i += 1)
    grid.push(
      `<line x1="${x0 + (i * width) / 6}" y1="${y0}" x2="${x0 + (i * width) / 6}" y2="${y0 + height}"/>`,
    );
  for (let i = 1; i < 3; i += 1)
    grid.push(
      `<line x1="${x0}" y1="${y0 + (i * height) / 3}" x2="${x0 + width}" y2="${y0 + (i * height) / 3}"/>`,
    );
  return (
    `<rect x="${x0}" y="${y0}" width="${width}" height="${height}" rx="8" fill="#ffffff" fill-opacity="0.92"/>` +
    `<g stroke="#94a3b8" stroke-width="1">${grid.join('')}</g>` +
    `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="9" fill="${accent}" fill-opacity="0.25"/>` +
    `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="4.5" fill="${accent}"/>`
  );
}

function svgFor(country, palette) {
  const name = escapeXml(country.name);
  const fontSize = country.name.length > 16 ? 34 : 42;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400" role="img" aria-label="${name}">` +
    `<title>${name}</title>` +
    bands(country.iso2, palette) +
    miniMap(country.latitude, country.longitude, palette[0]) +
    `<circle cx="112" cy="124" r="64" fill="#ffffff" fill-opacity="0.94"/>` +
    `<text x="112" y="142" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="50" font-weight="700" fill="${palette[0]}">${country.iso2}</text>` +
    `<rect x="0" y="290" width="640" height="110" fill="#ffffff" fill-opacity="0.94"/>` +
    `<text x="40" y="${fontSize > 40 ? 360 : 356}" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="700" fill="#111827">${name}</text>` +
    `</svg>\n`
  );
}

const regions = readCountries();
let written = 0;
regions.forEach((region, index) => {
  const palette = REGION_PALETTES[index % REGION_PALETTES.length];
  for (const country of region.countries) {
    writeFileSync(join(out, `${slugify(country.name)}.svg`), svgFor(country, palette));
    written += 1;
  }
});
if (written < 40)
  throw new Error(`Only ${written} countries found: has taxonomy.ts changed shape?`);
console.log(`wrote ${written} country images under ${out}`);
