import { describe, expect, it } from 'vitest';
import type { CompanyPageQuery, CompanyRepository } from './repository';
import { createCompanyService, type CompanyServiceOptions } from './service';

type Row = Awaited<ReturnType<CompanyRepository['listPage']>>[number];

function row(id: number, name: string): Row {
  return {
    id,
    slug: `company-${id}`,
    name,
    logoPath: null,
    summary: 'We build things.',
    website: null,
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
    matchingOffices: [],
    serviceShare: null,
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

/** Names services 5 and 7; counts how often it was asked. */
function fakeNames() {
  const state = { reads: 0 };
  const selectedOptions: CompanyServiceOptions['selectedOptions'] = async (selection) => {
    state.reads += 1;
    const names = new Map([
      [5, 'SEO'],
      [7, 'Web Design'],
    ]);
    return (selection.groups.services ?? []).flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ group: 'services' as const, option_id: id, name }];
    });
  };
  return { state, selectedOptions };
}

const options = (overrides: Partial<CompanyServiceOptions> = {}): CompanyServiceOptions => ({
  pageTtlMs: 60_000,
  version: () => 0,
  selectedOptions: fakeNames().selectedOptions,
  ...overrides,
});

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
    const service = createCompanyService(repository, options());

    const first = JSON.parse(await service.listJson(query()));
    expect(first.data[0]).toMatchObject({ id: 1, name: 'Alpha', rating: 4.6 });
    expect(first.meta).toEqual({ page: 1, per_page: 20, total: 1, last_page: 1 });
    expect(first.selected_options).toEqual([]);
    await service.listJson(query());
    expect(state.pageReads).toBe(1);

    await service.listJson(query({ page: 2 }));
    await service.listJson(query({ filters: { groups: { countries: [1] }, flags: {} } }));
    await service.listJson(query({ sort: 'name', order: 'desc' }));
    expect(state.pageReads).toBe(4);
  });

  it('names the options the filters select, and keeps the names with the cached answer', async () => {
    const { repository } = fakeRepository();
    const names = fakeNames();
    const service = createCompanyService(
      repository,
      options({ selectedOptions: names.selectedOptions }),
    );
    const filtered = (services: number[]) =>
      query({ filters: { groups: { services }, flags: {} } });

    const first = JSON.parse(await service.listJson(filtered([5, 7, 99])));
    expect(first.selected_options).toEqual([
      { group: 'services', option_id: 5, name: 'SEO' },
      { group: 'services', option_id: 7, name: 'Web Design' },
    ]);
    // The same filters in another order are the same query: one answer, named once.
    await service.listJson(filtered([99, 7, 5]));
    expect(names.state.reads).toBe(1);
    const other = JSON.parse(await service.listJson(filtered([5])));
    expect(other.selected_options).toEqual([{ group: 'services', option_id: 5, name: 'SEO' }]);
    expect(names.state.reads).toBe(2);
  });

  it('shares one read between concurrent identical requests', async () => {
    const { state, repository } = fakeRepository();
    const service = createCompanyService(repository, options());
    const answers = await Promise.all([1, 2, 3].map(() => service.listJson(query())));
    expect(new Set(answers).size).toBe(1);
    expect(state.pageReads).toBe(1);
  });

  it('reads again once the listings change (a new version), without waiting for the TTL', async () => {
    const { state, repository } = fakeRepository();
    let version = 0;
    const service = createCompanyService(repository, options({ version: () => version }));
    await service.listJson(query());
    state.rows = [row(1, 'Alpha renamed')];
    expect(JSON.parse(await service.listJson(query())).data[0].name).toBe('Alpha');
    version += 1;
    expect(JSON.parse(await service.listJson(query())).data[0].name).toBe('Alpha renamed');
  });

  it('does not remember a failed read, and keeps nothing with a TTL of 0', async () => {
    const { state, repository } = fakeRepository();
    const service = createCompanyService(repository, options());
    state.fail = true;
    await expect(service.listJson(query())).rejects.toThrow('database down');
    state.fail = false;
    await expect(service.listJson(query())).resolves.toContain('Alpha');
    expect(state.pageReads).toBe(2);

    const uncached = createCompanyService(repository, options({ pageTtlMs: 0 }));
    await uncached.listJson(query());
    await uncached.listJson(query());
    expect(state.pageReads).toBe(4);
  });

  it('checks the answer against the endpoint schema before serving it', async () => {
    const { state, repository } = fakeRepository();
    state.rows = [{ ...row(1, 'Alpha'), slug: 42 as unknown as string }];
    const service = createCompanyService(repository, options());
    await expect(service.listJson(query())).rejects.toThrow();
  });
});
