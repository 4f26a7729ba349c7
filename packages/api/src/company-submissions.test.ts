import { describe, expect, it } from 'vitest';
import { SubmitCompanyBodySchema, CompanySubmissionSchema } from './company-submissions';
import { CheckCompanyDuplicatesQuerySchema } from './endpoints/check-company-duplicates';
import { DecideCompanySubmissionBodySchema } from './endpoints/decide-company-submission';
import { ListCompanySubmissionsQuerySchema } from './endpoints/list-company-submissions';

const valid = {
  name: '  Northwind Digital ',
  website: 'https://northwind.test',
  email: 'hello@northwind.test',
  summary: 'We build web shops and apps for retailers.',
  company_size: 10,
  country_id: 1,
  city_id: '7',
  service_id: 3,
  idempotency_key: 'a1b2c3d4e5f6a7b8c9d0',
};

describe('company submission contract (issue 16)', () => {
  it('accepts a complete submission, trimmed and with ids coerced', () => {
    const parsed = SubmitCompanyBodySchema.parse(valid);
    expect(parsed.name).toBe('Northwind Digital');
    expect(parsed.city_id).toBe(7);
    expect(CompanySubmissionSchema.parse({ ...valid, company_size: '50' }).company_size).toBe(50);
  });

  it.each([
    [{ name: 'N' }, 'name', /company name/],
    [{ website: 'northwind.test' }, 'website', /http/],
    [{ email: 'not-an-address' }, 'email', /e-mail/],
    [{ summary: 'Too short' }, 'summary', /at least 20/],
    [{ company_size: 3 }, 'company_size', /./],
    [{ country_id: 0 }, 'country_id', /country/],
    [{ city_id: 'x' }, 'city_id', /city/],
    [{ service_id: 40_000 }, 'service_id', /service/],
    [{ idempotency_key: 'short' }, 'idempotency_key', /16 to 100/],
  ])('refuses %j, naming %s', (change, field, message) => {
    const result = SubmitCompanyBodySchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((item) => item.path[0] === field);
    expect(issue?.message).toMatch(message);
  });

  it('needs a reason to reject, not to approve', () => {
    expect(DecideCompanySubmissionBodySchema.safeParse({ decision: 'approve' }).success).toBe(true);
    const rejected = DecideCompanySubmissionBodySchema.safeParse({ decision: 'reject' });
    expect(rejected.error?.issues[0]?.path).toEqual(['reason']);
    expect(
      DecideCompanySubmissionBodySchema.safeParse({ decision: 'reject', reason: 'No website' })
        .success,
    ).toBe(true);
  });

  it('pages, sorts and filters the staff queue within bounds', () => {
    expect(ListCompanySubmissionsQuerySchema.parse({})).toEqual({
      page: 1,
      page_size: 25,
      sort: 'created_at',
      order: 'asc',
    });
    for (const query of [{ page_size: '101' }, { sort: 'email' }, { status: 'lost' }])
      expect(ListCompanySubmissionsQuerySchema.safeParse(query).success).toBe(false);
    expect(CheckCompanyDuplicatesQuerySchema.safeParse({ other: 'x' }).success).toBe(false);
  });
});
