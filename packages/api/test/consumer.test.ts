import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, test } from 'vitest';
import {
  installConsumer,
  packForConsumer,
  typecheckConsumer,
  type PackedConsumer,
} from '../../../scripts/packed-consumer';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const apiPackage: {
  version: string;
  private?: boolean;
  dependencies?: Record<string, string>;
  peerDependencies: Record<string, string>;
  devDependencies: Record<string, string>;
} = JSON.parse(readFileSync(join(apiDir, 'package.json'), 'utf8'));
let consumer: PackedConsumer | undefined;
let server: Server | undefined;

afterAll(() => {
  consumer?.remove();
  server?.close();
});

/** An API answering one call as ours does, so the consumer's client makes a real HTTP request. */
async function citiesServer(): Promise<{ url: string; seen: string[] }> {
  const seen: string[] = [];
  server = createServer((request, response) => {
    seen.push(request.url ?? '');
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        data: [{ id: 1, name: 'Kuala Lumpur', slug: 'kuala-lumpur', sponsorship_pages: [] }],
        country: {
          id: 7,
          name: 'Malaysia',
          slug: 'malaysia',
          images: { main: { webp: '/m.webp', original: '/m.jpg' } },
        },
      }),
    );
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`, seen };
}

function tsconfig(resolution: 'Bundler' | 'NodeNext'): string {
  return JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      module: resolution === 'NodeNext' ? 'NodeNext' : 'ESNext',
      moduleResolution: resolution,
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      lib: ['ES2022', 'DOM'],
      types: [],
    },
    include: ['consumer.ts'],
  });
}

/**
 * @atlas/api as another project gets it: built, packed, installed from the tarball outside the
 * workspace beside the consumer's own zod (a peer), then used from a plain `node` script that calls
 * an API over HTTP, and type-checked under `moduleResolution` Bundler and NodeNext (which needs
 * real `.js` paths in the published JavaScript and declarations).
 */
describe('@atlas/api as a published package', () => {
  test('packs, calls an API from plain node and type-checks under Bundler and NodeNext', async () => {
    const api = await citiesServer();
    const app = packForConsumer(apiDir, 'atlas-api-consumer-');
    consumer = app;
    expect(app.tarball).toBe(`atlas-api-${apiPackage.version}.tgz`);
    // Publishable, and the consumer's zod is the one the schemas are made with.
    expect(apiPackage.private).toBeUndefined();
    expect(apiPackage.dependencies?.zod).toBeUndefined();
    expect(apiPackage.peerDependencies.zod).toMatch(/^\^4\./);
    app.write({
      'package.json': JSON.stringify({
        name: 'atlas-api-consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@atlas/api': `file:./${app.tarball}`,
          zod: apiPackage.devDependencies.zod,
        },
      }),
      'script.mjs': [
        "import { SORT_ORDERS, companySizeLabel } from '@atlas/api/options';",
        "import { buildFilterQuery } from '@atlas/api/filters';",
        "import { listCompaniesEndpoint } from '@atlas/api/endpoints/list-companies';",
        "import { createApiClient } from '@atlas/api/client';",
        'const client = createApiClient({ baseUrl: process.env.API_URL });',
        'const cities = await client.getCities({ country: 7 });',
        'console.log(JSON.stringify({',
        '  city: cities.data[0].name,',
        '  size: companySizeLabel(10),',
        '  orders: SORT_ORDERS.length,',
        '  path: listCompaniesEndpoint.path,',
        '  query: buildFilterQuery({ groups: { services: [5] } }),',
        '}));',
      ].join('\n'),
      'consumer.ts': [
        "import { SORT_ORDERS, type SortKey } from '@atlas/api/options';",
        "import { ListCompaniesQuerySchema } from '@atlas/api/endpoints/list-companies';",
        "import { createApiClient } from '@atlas/api/client';",
        '',
        'const first: SortKey = SORT_ORDERS[0]!.key;',
        "const query = ListCompaniesQuerySchema.parse({ page: '2' });",
        'const page: number = query.page;',
        'const sort: SortKey = query.sort;',
        '// @ts-expect-error: not a sort key, so the published types must reject it',
        "const wrong: SortKey = 'popularity';",
        '// The client is typed from its call map, whose types name the endpoint modules.',
        "const client = createApiClient({ baseUrl: '/api' });",
        'const cities: Promise<{ data: { name: string }[] }> = client.getCities({ country: 7 });',
        '// @ts-expect-error: a misspelt query field, so the published client types must reject it',
        'const misspelt = client.getCities({ contry: 7 });',
        'export { first, page, sort, wrong, cities, misspelt };',
      ].join('\n'),
    });
    installConsumer(app);

    // Run asynchronously: the API answering it lives in this process.
    const { stdout } = await promisify(execFile)(process.execPath, ['script.mjs'], {
      cwd: app.dir,
      env: { ...process.env, API_URL: api.url },
    });
    expect(api.seen).toEqual(['/api/locations/cities?country=7']);
    const printed = JSON.parse(stdout) as unknown;
    expect(printed).toEqual({
      city: 'Kuala Lumpur',
      size: '10-49',
      orders: 10,
      path: '/companies',
      query: { services: [5] },
    });
    for (const resolution of ['Bundler', 'NodeNext'] as const) {
      app.write({ 'tsconfig.json': tsconfig(resolution) });
      typecheckConsumer(app);
    }
  }, 120_000);
});
