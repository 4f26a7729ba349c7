import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import type { TopCompaniesList, TopCompanyEntry } from '@atlas/api/endpoints/get-top-companies';

export const SCREENSHOT_WIDTH = 1200;
export const SCREENSHOT_HEIGHT = 630;

const require = createRequire(import.meta.url);

/** Inter from the npm registry (@fontsource/inter), read from node_modules: nothing is fetched. */
async function loadFonts() {
  const [regular, bold] = await Promise.all([
    readFile(require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff')),
    readFile(require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff')),
  ]);
  return [
    { name: 'Inter', data: regular, weight: 400 as const, style: 'normal' as const },
    { name: 'Inter', data: bold, weight: 700 as const, style: 'normal' as const },
  ];
}
let fonts: ReturnType<typeof loadFonts> | undefined;

/** satori's element shape, without React. */
interface Node {
  type: string;
  key: null;
  props: { style?: Record<string, string | number>; children?: (Node | string)[] | string };
}
const el = (
  type: string,
  style: Record<string, string | number>,
  children: (Node | string)[] | string = [],
): Node => ({ type, key: null, props: { style: { display: 'flex', ...style }, children } });

/** Latin letters only (the bundled subset); anything else shows as a plain question mark. */
const printable = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e\u2013\u2014\u00b7]/g, '?');

function row(item: TopCompanyEntry, label: string): Node {
  const { company } = item;
  const rating =
    company.rating !== null && company.review_count > 0
      ? `${company.rating.toFixed(1)}/5 · ${company.review_count} ${company.review_count === 1 ? 'review' : 'reviews'}`
      : 'No reviews yet';
  return el('div', { alignItems: 'center', gap: 16, height: 40, fontSize: 22, color: '#1b1f3b' }, [
    el(
      'div',
      { width: 64, flexShrink: 0, fontWeight: 700, color: item.sponsored ? '#8a5a00' : '#3b4cca' },
      label,
    ),
    el(
      'div',
      {
        flexGrow: 1,
        flexShrink: 1,
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        textOverflow: 'ellipsis',
        fontWeight: 700,
      },
      printable(company.name),
    ),
    item.sponsored
      ? el(
          'div',
          { fontSize: 16, color: '#8a5a00', marginRight: 8, flexShrink: 0, whiteSpace: 'nowrap' },
          `Sponsored · #${item.organic_rank} organically`,
        )
      : el('div', {}, ''),
    company.verified
      ? el('div', { fontSize: 16, color: '#1a7f37', flexShrink: 0 }, 'Verified')
      : el('div', {}, ''),
    el(
      'div',
      { width: 250, flexShrink: 0, justifyContent: 'flex-end', fontSize: 18, color: '#555' },
      printable(rating),
    ),
  ]);
}

/** The list as a 1200×630 PNG: the page's Open Graph image. */
export async function renderTopCompaniesPng(
  list: TopCompaniesList,
  brand: string,
): Promise<Buffer> {
  fonts ??= loadFonts();
  const place = list.city.name;
  const title = list.service
    ? `Top ${list.companies.length} ${list.service.name} companies in ${place}`
    : `Top ${list.companies.length} companies in ${place}`;
  // Two sponsored slots at most fit above the ten in 630 pixels; the page shows all of them.
  const sponsored = list.sponsored.slice(0, 2);
  const inner = el(
    'div',
    {
      // satori sizes boxes without their padding: the frame is a margin around a fixed column.
      flexDirection: 'column',
      width: SCREENSHOT_WIDTH - 2 * 56,
      height: SCREENSHOT_HEIGHT - 2 * 32,
      margin: '32px 56px',
    },
    [
      el('div', { justifyContent: 'space-between', alignItems: 'baseline', marginBottom: 10 }, [
        el('div', { fontSize: 34, fontWeight: 700, color: '#1b1f3b' }, printable(title)),
        el('div', { fontSize: 20, color: '#3b4cca', fontWeight: 700 }, printable(brand)),
      ]),
      ...sponsored.map((item) => row(item, 'Ad')),
      ...list.companies.map((item) => row(item, `#${item.organic_rank}`)),
      el(
        'div',
        { marginTop: 'auto', fontSize: 16, color: '#555' },
        'Ranked by the profile score: reviews, ratings, profile, awards, verification. Sponsored places are labelled and keep their organic rank.',
      ),
      ...(list.companies.length === 0
        ? [
            el(
              'div',
              { fontSize: 24, color: '#555', marginTop: 40 },
              'No companies are listed here yet.',
            ),
          ]
        : []),
    ],
  );
  const tree = el(
    'div',
    {
      width: SCREENSHOT_WIDTH,
      height: SCREENSHOT_HEIGHT,
      background: 'linear-gradient(135deg, #ffffff 0%, #eef1ff 100%)',
      fontFamily: 'Inter',
    },
    [inner],
  );
  // A plain object in the shape React would have built: satori needs no React.
  const svg = await satori(tree, {
    width: SCREENSHOT_WIDTH,
    height: SCREENSHOT_HEIGHT,
    fonts: await fonts,
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: SCREENSHOT_WIDTH } }).render().asPng();
}
