import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import {
  installConsumer,
  packForConsumer,
  typecheckConsumer,
  type PackedConsumer,
} from '../../../scripts/packed-consumer';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const apiPackage: { version: string; dependencies: Record<string, string> } = JSON.parse(
  readFileSync(join(apiDir, 'package.json'), 'utf8'),
);
let consumer: PackedConsumer | undefined;

afterAll(() => consumer?.remove());

/**
 * @atlas/api as another project gets it: built, packed, installed from the tarball outside the
 * workspace, then used from a plain `node` script and type-checked under `moduleResolution:
 * NodeNext` (which needs real `.js` paths in the published JavaScript and declarations).
 */
describe('@atlas/api as a published package', () => {
  test('packs, runs from plain node and type-checks under NodeNext', () => {
    const app = packForConsumer(apiDir, 'atlas-api-consumer-');
    consumer = app;
    expect(app.tarball).toBe(`atlas-api-${apiPackage.version}.tgz`);
    app.write({
      'package.json': JSON.stringify({
        name: 'atlas-api-consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@atlas/api': `file:./${app.tarball}`,
          zod: apiPackage.dependencies.zod,
        },
      }),
      'script.mjs': [
        "import { SORT_ORDERS, companySizeLabel } from '@atlas/api/options';",
        "import { buildFilterQuery } from '@atlas/api/filters';",
        "import { listCompaniesEndpoint } from '@atlas/api/endpoints/list-companies';",
        'console.log(JSON.stringify({',
        '  size: companySizeLabel(10),',
        '  orders: SORT_ORDERS.length,',
        '  path: listCompaniesEndpoint.path,',
        '  query: buildFilterQuery({ groups: { services: [5] } }),',
        '}));',
      ].join('\n'),
      'consumer.ts': [
        "import { SORT_ORDERS, type SortKey } from '@atlas/api/options';",
        "import { ListCompaniesQuerySchema } from '@atlas/api/endpoints/list-companies';",
        '',
        'const first: SortKey = SORT_ORDERS[0]!.key;',
        "const query = ListCompaniesQuerySchema.parse({ page: '2' });",
        'const page: number = query.page;',
        'const sort: SortKey = query.sort;',
        '// @ts-expect-error: not a sort key, so the published types must reject it',
        "const wrong: SortKey = 'popularity';",
        'export { first, page, sort, wrong };',
      ].join('\n'),
      'tsconfig.json': JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          lib: ['ES2022', 'DOM'],
          types: [],
        },
        include: ['consumer.ts'],
      }),
    });
    installConsumer(app);

    const printed = JSON.parse(app.run(process.execPath, ['script.mjs'])) as unknown;
    expect(printed).toEqual({
      size: '10-49',
      orders: 10,
      path: '/companies',
      query: { services: [5] },
    });
    typecheckConsumer(app);
  }, 120_000);
});
