import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GridPreferencesSchema } from '@atlas/api/endpoints/grid-preferences';
import { z } from 'zod';
import { apiCaller } from './helpers/inject';
import { buildTestServer, type TestServer } from './helpers/server';
import { insertSignedInUser } from './helpers/users';

let server: TestServer;
let ip = 0;
const call = apiCaller(
  () => server.app,
  () => `10.46.0.${(ip++ % 250) + 1}`,
);
const Answer = z.object({ data: GridPreferencesSchema });
let ada: { token: string };
let bob: { token: string };

beforeAll(async () => {
  server = await buildTestServer({ companies: 1 });
  ada = await insertSignedInUser(server.app.database.db, 'ada@grids.example', 'Ada Grid');
  bob = await insertSignedInUser(server.app.database.db, 'bob@grids.example', 'Bob Grid');
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('grid column preferences', () => {
  it('remembers each grid’s hidden columns per person, replaced on every save', async () => {
    const empty = Answer.parse(
      (await call('GET', '/api/profile/grid-preferences', ada.token)).json(),
    );
    expect(empty.data.hidden_columns).toEqual({});

    const saved = await call('PUT', '/api/profile/grid-preferences/admin-support', ada.token, {
      hidden_columns: ['company', 'created_at', 'company'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await call('PUT', '/api/profile/grid-preferences/analytics-daily', ada.token, {
      hidden_columns: ['leads'],
    });
    const replaced = Answer.parse(
      (
        await call('PUT', '/api/profile/grid-preferences/admin-support', ada.token, {
          hidden_columns: ['created_at'],
        })
      ).json(),
    );
    expect(replaced.data.hidden_columns).toEqual({
      'admin-support': ['created_at'],
      'analytics-daily': ['leads'],
    });
    // Another person's choices are their own.
    const other = Answer.parse(
      (await call('GET', '/api/profile/grid-preferences', bob.token)).json(),
    );
    expect(other.data.hidden_columns).toEqual({});
  });

  it('refuses signed-out callers and bad names with the field named', async () => {
    expect((await call('GET', '/api/profile/grid-preferences')).statusCode).toBe(401);
    const badGrid = await call('PUT', '/api/profile/grid-preferences/Bad%20Grid', ada.token, {
      hidden_columns: [],
    });
    expect(badGrid.statusCode).toBe(400);
    expect(badGrid.body).toContain('grid');
    const badColumn = await call('PUT', '/api/profile/grid-preferences/admin-support', ada.token, {
      hidden_columns: ['<script>'],
    });
    expect(badColumn.statusCode).toBe(400);
    expect(badColumn.body).toContain('hidden_columns');
  });
});
