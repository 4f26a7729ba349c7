import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListCompaniesResponseSchema } from '@atlas/api/endpoints/list-companies';
import { buildTestServer, type TestServer } from './helpers/server';

let server: TestServer;

beforeAll(async () => {
  server = await buildTestServer({ companies: 80 });
});

afterAll(async () => {
  await server?.close();
});

describe('why a company ranks where it does', () => {
  it('sends each listed company’s score parts, which add up to its score', async () => {
    const response = await server.app.inject('/api/companies?per_page=100');
    expect(response.statusCode).toBe(200);
    const { data } = ListCompaniesResponseSchema.parse(response.json());
    expect(data).toHaveLength(80);
    let previous = Number.POSITIVE_INFINITY;
    for (const company of data) {
      const parts = company.score_parts;
      if (!parts) throw new Error(`${company.name} has no score parts`);
      expect(
        parts.review_volume + parts.rating + parts.completeness + parts.awards + parts.verification,
      ).toBe(company.score);
      expect(parts.verification).toBe(company.verified ? 150 : 0);
      if (company.review_count === 0) expect(parts.review_volume + parts.rating).toBe(0);
      expect(company.score).toBeLessThanOrEqual(previous);
      previous = company.score;
    }
  });
});
