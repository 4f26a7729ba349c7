// Writes the abstract demo images the seed generator refers to: 40 logos
// (/images/demo/logos/{n}.svg) and 24 portfolio pictures (/images/demo/portfolio/{n}.svg).
// Deterministic: run it again and the files come out the same.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const out = join(import.meta.dirname, '../packages/app/public/images/demo/logos');
mkdirSync(out, { recursive: true });
const palettes = [
  ['#1b4fd6', '#9db6f5'],
  ['#0f766e', '#7fd1c7'],
  ['#b45309', '#f6c98b'],
  ['#7c3aed', '#c9b3f7'],
  ['#be123c', '#f5a3b5'],
  ['#0e7490', '#8fd9ea'],
  ['#4d7c0f', '#bfe28c'],
  ['#1f2937', '#9ca3af'],
];
const shapes = [
  (a, b) =>
    `<circle cx="48" cy="48" r="30" fill="${a}"/><circle cx="62" cy="40" r="14" fill="${b}"/>`,
  (a, b) =>
    `<rect x="20" y="20" width="56" height="56" rx="14" fill="${a}"/><path d="M34 62 48 30l14 32z" fill="${b}"/>`,
  (a, b) => `<path d="M48 16 78 66H18z" fill="${a}"/><circle cx="48" cy="54" r="10" fill="${b}"/>`,
  (a, b) =>
    `<rect x="18" y="30" width="28" height="44" rx="6" fill="${a}"/><rect x="50" y="20" width="28" height="54" rx="6" fill="${b}"/>`,
  (a, b) =>
    `<path d="M20 48a28 28 0 0 1 56 0z" fill="${a}"/><path d="M20 52h56a28 28 0 0 1-56 0z" fill="${b}"/>`,
];
for (let n = 1; n <= 40; n += 1) {
  const [a, b] = palettes[n % palettes.length];
  const shape = shapes[Math.floor(n / palettes.length) % shapes.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96"><rect width="96" height="96" fill="#fff"/>${shape(a, b)}</svg>\n`;
  writeFileSync(join(out, `${n}.svg`), svg);
}
const portfolio = join(out, '../portfolio');
mkdirSync(portfolio, { recursive: true });
for (let n = 1; n <= 24; n += 1) {
  const [a, b] = palettes[n % palettes.length];
  const [c] = palettes[(n + 3) % palettes.length];
  const tilt = (n * 37) % 60;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400">` +
    `<rect width="640" height="400" fill="${b}"/>` +
    `<rect x="60" y="50" width="520" height="300" rx="18" fill="#fff"/>` +
    `<rect x="60" y="50" width="520" height="44" rx="18" fill="${a}"/>` +
    `<rect x="96" y="128" width="${180 + tilt}" height="24" rx="6" fill="${c}"/>` +
    `<rect x="96" y="170" width="300" height="14" rx="5" fill="#d1d5db"/>` +
    `<rect x="96" y="196" width="260" height="14" rx="5" fill="#d1d5db"/>` +
    `<circle cx="${440 + tilt}" cy="240" r="70" fill="${a}" opacity="0.85"/>` +
    `<rect x="96" y="262" width="140" height="40" rx="10" fill="${a}"/>` +
    `</svg>\n`;
  writeFileSync(join(portfolio, `${n}.svg`), svg);
}
console.log(`wrote 40 logos and 24 portfolio images under ${join(out, '..')}`);
