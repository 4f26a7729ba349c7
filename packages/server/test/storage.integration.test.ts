import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../src/storage/disk';
import { ImageRejected, processImage } from '../src/storage/images';
import { createS3Storage } from '../src/storage/s3';
import { isStorageKey, type Storage } from '../src/storage/storage';

let directory: string;
let s3rver: S3rver;
const adapters: Record<'disk' | 's3', Storage> = {} as Record<'disk' | 's3', Storage>;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'atlas-storage-'));
  adapters.disk = createDiskStorage(path.join(directory, 'uploads'));
  // A real S3 API: s3rver, on a free port of this machine, with its files in a temporary folder.
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(directory, 's3'),
    configureBuckets: [{ name: 'atlas-files', configs: [] }],
  });
  const { port } = await s3rver.run();
  adapters.s3 = createS3Storage({
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'atlas-files',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
});

afterAll(async () => {
  await adapters.s3?.close();
  await s3rver?.close();
  await rm(directory, { recursive: true, force: true });
});

describe.each(['disk', 's3'] as const)('the %s storage adapter', (kind) => {
  const storage = () => adapters[kind];

  it('puts, gets back byte for byte with its type, replaces and deletes', async () => {
    const key = `contract/${kind}/hello.webp`;
    await storage().put(key, Buffer.from('first'), 'image/webp');
    await storage().put(key, Buffer.from('second version'), 'image/webp');
    const file = await storage().get(key);
    if (!file) throw new Error('the file is not there');
    expect(await text(file.body)).toBe('second version');
    expect(file.size).toBe('second version'.length);
    expect(file.contentType).toBe('image/webp');
    expect(await storage().has(key)).toBe(true);
    await storage().delete(key);
    expect(await storage().get(key)).toBeNull();
    expect(await storage().has(key)).toBe(false);
    // Deleting what is gone is no error.
    await storage().delete(key);
  });

  it('lists the files under a folder with when they were written', async () => {
    const before = Date.now() - 60_000;
    await storage().put(`listing/${kind}/a/one.webp`, Buffer.from('1'), 'image/webp');
    await storage().put(`listing/${kind}/a/deeper/two.webp`, Buffer.from('2'), 'image/webp');
    await storage().put(`listing/${kind}/b/three.webp`, Buffer.from('3'), 'image/webp');
    const listed = [];
    for await (const file of storage().list(`listing/${kind}/a/`)) listed.push(file);
    expect(listed.map((file) => file.key).sort()).toEqual([
      `listing/${kind}/a/deeper/two.webp`,
      `listing/${kind}/a/one.webp`,
    ]);
    for (const file of listed) expect(file.modifiedAt.getTime()).toBeGreaterThan(before);
    const none = [];
    for await (const file of storage().list(`listing/${kind}/nothing/`)) none.push(file);
    expect(none).toEqual([]);
  });

  it('answers null for a key it never held', async () => {
    expect(await storage().get(`contract/${kind}/never.webp`)).toBeNull();
  });

  it('refuses keys that could climb out or are absolute', async () => {
    for (const key of ['../etc/passwd', '/abs/x.webp', 'a/../../b.webp', 'A/B.webp', ''])
      await expect(storage().put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
        /Not a storage key/,
      );
  });
});

describe('the disk adapter', () => {
  it('leaves no temporary file behind', async () => {
    await adapters.disk.put('tidy/one.webp', Buffer.from('x'), 'image/webp');
    expect(await readdir(path.join(directory, 'uploads', 'tidy'))).toEqual(['one.webp']);
  });
});

describe('isStorageKey', () => {
  it('takes relative lower-case paths only', () => {
    expect(isStorageKey('logos/12/abc.webp')).toBe(true);
    expect(isStorageKey('logos/12/../x')).toBe(false);
    expect(isStorageKey('logos//x')).toBe(false);
  });
});

describe('processImage', () => {
  it('fits a logo into 400 px, writes WebP and strips EXIF', async () => {
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 30, b: 30 } },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'Someone' } })
      .toBuffer();
    expect(JSON.stringify((await sharp(photo).metadata()).exif ?? '')).not.toBe('""');
    const image = await processImage(photo, 'logo');
    expect(image.contentType).toBe('image/webp');
    expect(image.name).toMatch(/^[0-9a-f]{32}\.webp$/);
    const meta = await sharp(image.body).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([400, 267]);
    expect(meta.exif).toBeUndefined();
    expect(image.body.includes(Buffer.from('secret-owner'))).toBe(false);
  });

  it('writes a portfolio image as AVIF too, the same picture in fewer bytes; a logo as WebP only', async () => {
    // Smooth gradients with fine noise: closer to a photo than a flat colour.
    const width = 1200;
    const height = 800;
    const raw = Buffer.alloc(width * height * 3);
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        const at = (y * width + x) * 3;
        const noise = (x * 7 + y * 13) % 17;
        raw[at] = (x / width) * 200 + noise;
        raw[at + 1] = (y / height) * 180 + noise;
        raw[at + 2] = 120 + noise * 3;
      }
    const photo = await sharp(raw, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer();
    const image = await processImage(photo, 'portfolio');
    if (!image.avif) throw new Error('no AVIF');
    expect(image.avif.name).toBe(image.name.replace(/\.webp$/, '.avif'));
    const meta = await sharp(image.avif.body).metadata();
    expect(meta.format).toBe('heif');
    expect([meta.width, meta.height]).toEqual([image.width, image.height]);
    expect(image.avif.body.length).toBeLessThan(image.body.length);
    expect((await processImage(photo, 'logo')).avif).toBeUndefined();
  });

  it('never enlarges a small image', async () => {
    const small = await sharp({
      create: { width: 64, height: 64, channels: 4, background: '#123456' },
    })
      .png()
      .toBuffer();
    const meta = await sharp((await processImage(small, 'logo')).body).metadata();
    expect([meta.width, meta.height]).toEqual([64, 64]);
  });

  it('judges by content, not by name: text and SVG are refused', async () => {
    await expect(processImage(Buffer.from('not an image at all'), 'logo')).rejects.toBeInstanceOf(
      ImageRejected,
    );
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await expect(processImage(svg, 'logo')).rejects.toThrow(/not an image/);
  });
});
