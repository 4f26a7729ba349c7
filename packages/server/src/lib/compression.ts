import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

/**
 * How answers are compressed on the fly: brotli at a quality cheap enough for every response,
 * else gzip (app.ts gives these to @fastify/compress; the page cache compresses a kept page once
 * with the same settings).
 */
export const BROTLI_QUALITY = 4;
export const GZIP_LEVEL = 6;

export type ContentEncoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export function compress(body: string, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipAsync(body, { level: GZIP_LEVEL });
}

/**
 * The encoding to answer with for an Accept-Encoding header: brotli, else gzip, when the client
 * takes it (a `q=0` refuses one; `*` takes any), else none.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    // A weight that is not a number refuses the encoding.
    const q = params.map((param) => /^\s*q=(.*)$/.exec(param)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : /^\s*[0-9.]+\s*$/.test(q) ? Number(q) : 0;
    if (name) weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (name: ContentEncoding) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}
