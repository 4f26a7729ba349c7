import { describe, expect, it } from 'vitest';
import type { CompanyPageQuery, CompanyRepository } from './repository';
import { createCompanyService } from './service';

type Row = Awaited<ReturnType<CompanyRepository['listPage']>>[number];

function row(id: number, name: string): Row {
  return {
    id,
    slug: `company-${id}`,
    name,
    logoPath: null,
    summary: 'We build things.',
    foundedYear: 2010,
    projectSize: 1,
    companySize: 2,
    hourlyRate: 3,
    rating: 4.56,
    reviewCount: 7,
    verified: true,
    sponsored: false,
    awardCount: 0,
    score: 61,
    scoreLevel: 'good',
    scoreParts: null,
    cityId: 1,
    cityName: 'Berlin',
    citySlug: 'berlin',
    countryId: 1,
    countryName: 'Germany',
    countrySlug: 'germany',
    services: [],
  } as Row;
}

/** A repository that counts its reads and answers with whatever `rows` holds at the time. */
function fakeRepository() {
  const state = { rows: [row(1, 'Alpha')], pageReads: 0, countReads: 0, fail: false };
  const repository = {
    async listPage() {
      state.pageReads += 1;
      if (state.fail) throw new Error('database down');
      return state.rows;
    },
    async countListed() {
      state.countReads += 1;
      return state.rows.length;
    },
  } as unknown as CompanyRepository;
  return { state, repository };
}

const query = (overrides: Partial<CompanyPageQuery> = {}): CompanyPageQuery => ({
  page: 1,
  perPage: 20,
  sort: 'score',
  order: undefined,
  filters: { groups: {}, flags: {} },
  ...overrides,
});

describe('createCompanyService listJson', () => {
  it('serves an identical request from memory, and reads again for another page or filter', async () => {
    const { state, repository } = fakeRepository();
    const service = createCompanyService(repository, { pageTtlMs: 60_000, version: () => 0 });

    const first = JSON.parse(await service.listJson(query()));
    expect(first.data[0]).toMatchObject({ id: 1, name: 'Alpha', rating: 4.6 });
    expect(first.meta).toEqual({ page: 1, per_page: 20, total: 1, last_page: 1 });
    await service.listJson(query());
    expect(state.pageReads).toBe(1);

    await service.listJson(query({ page: 2 }));
    await service.listJson(query({ filters: { groups: { countries: [1] }, flags: {} } }));
    await service.listJson(query({ sort: 'name', order: 'desc' }));
    expect(state.pageReads).toBe(4);
  });

  it('shares one read between concurrent identical requests', async () => {
    const { state, repository } = fakeRepository();
    const service = createCompanyService(repository, { pageTtlMs: 60_000, version: () => 0 });
    const answers = await Promise.all([1, 2, 3].map(() => service.listJson(query())));
    expect(new Set(answers).size).toBe(1);
    expect(state.pageReads).toBe(1);
  });

  it('reads again once the listings change (a new version), without waiting for the TTL', async () => {
    const { state, repository } = fakeRepository();
    let version = 0;
    const service = createCompanyService(repository, { pageTtlMs: 60_000, version: () => version });
    await service.listJson(query());
    state.rows = [row(1, 'Alpha renamed')];
    expect(JSON.parse(await service.listJson(query())).data[0].name).toBe('Alpha');
    version += 1;
    expect(JSON.parse(await service.listJson(query())).data[0].name).toBe('Alpha renamed');
  });

  it('does not remember a failed read, and keeps nothing with a TTL of 0', async () => {
    const { state, repository } = fakeRepository();
    const service = createCompanyService(repository, { pageTtlMs: 60_000, version: () => 0 });
    state.fail = true;
    await expect(service.listJson(query())).rejects.toThrow('database down');
    state.fail = false;
    await expect(service.listJson(query())).resolves.toContain('Alpha');
    expect(state.pageReads).toBe(2);

    const uncached = createCompanyService(repository, { pageTtlMs: 0, version: () => 0 });
    await uncached.listJson(query());
    await uncached.listJson(query());
    expect(state.pageReads).toBe(4);
  });

  it('checks the answer against the endpoint schema before serving it', async () => {
    const { state, repository } = fakeRepository();
    state.rows = [{ ...row(1, 'Alpha'), slug: 42 as unknown as string }];
    const service = createCompanyService(repository, { pageTtlMs: 60_000, version: () => 0 });
    await expect(service.listJson(query())).rejects.toThrow();
  });
});
