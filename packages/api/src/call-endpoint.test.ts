import { describe, expect, expectTypeOf, it } from 'vitest';
import { callEndpoint, type EndpointRequest, type HttpRequest, type HttpTransport } from './http';
import { getCitiesEndpoint, type GetCitiesResponse } from './endpoints/get-cities';
import { getCompanyProfileEndpoint } from './endpoints/get-company-profile';
import { getNavigationEndpoint } from './endpoints/get-navigation';
import { listCompaniesEndpoint } from './endpoints/list-companies';
import { loginEndpoint } from './endpoints/login';
import { logoutEndpoint } from './endpoints/logout';
import { markReviewHelpfulEndpoint } from './endpoints/mark-review-helpful';
import { buildFilterQuery, type FilterQueryInput } from './filters';

/** A transport that keeps what it was asked to send and answers `answer`. */
function recordingTransport(answer: unknown) {
  const sent: HttpRequest[] = [];
  const transport: HttpTransport = async (request) => {
    sent.push(request);
    return answer;
  };
  return { sent, transport };
}

const { transport } = recordingTransport(undefined);

/**
 * Calls that must not compile: `tsc -p packages/api` checks this file, and each line below the
 * `@ts-expect-error` must fail, or the directive itself is the error. Never run.
 */
export function requestsThatDoNotCompile() {
  // @ts-expect-error -- a misspelt query field
  void callEndpoint(transport, getCitiesEndpoint, { query: { contry: 7 } });
  // @ts-expect-error -- a misspelt query field among right ones
  void callEndpoint(transport, listCompaniesEndpoint, { query: { page: 2, per_pag: 5 } });
  // @ts-expect-error -- a query value of the wrong type
  void callEndpoint(transport, listCompaniesEndpoint, { query: { sort: 'popularity' } });
  // @ts-expect-error -- a required query is missing
  void callEndpoint(transport, getCitiesEndpoint);
  // @ts-expect-error -- a wrong body field
  void callEndpoint(transport, loginEndpoint, { body: { email: 'a@example.com', pasword: 'x' } });
  // @ts-expect-error -- a body without its required field
  void callEndpoint(transport, loginEndpoint, { body: { email: 'a@example.com' } });
  // @ts-expect-error -- a missing path parameter
  void callEndpoint(transport, getCompanyProfileEndpoint, { params: {} });
  // @ts-expect-error -- no path parameters at all
  void callEndpoint(transport, getCompanyProfileEndpoint, {});
  // @ts-expect-error -- a misspelt path parameter
  void callEndpoint(transport, getCompanyProfileEndpoint, { params: { slugg: 'acme' } });
  // @ts-expect-error -- a query for an endpoint that declares none
  void callEndpoint(transport, getNavigationEndpoint, { query: { page: 1 } });
  // @ts-expect-error -- a body field for an endpoint that declares no body
  void callEndpoint(transport, markReviewHelpfulEndpoint, { params: { id: 1 }, body: { up: 1 } });
}

describe('callEndpoint types', () => {
  it('derives the request from the endpoint schemas and the answer from its response', () => {
    expectTypeOf<EndpointRequest<typeof getCompanyProfileEndpoint>['params']>().toEqualTypeOf<{
      slug: string;
    }>();
    expectTypeOf<EndpointRequest<typeof loginEndpoint>['body']>().toEqualTypeOf<{
      email: string;
      password: string;
    }>();
    expectTypeOf<
      EndpointRequest<typeof getNavigationEndpoint>['query']
    >().toEqualTypeOf<undefined>();
    const citiesOfMalaysia = () =>
      callEndpoint(transport, getCitiesEndpoint, { query: { country: 7 } });
    expectTypeOf(citiesOfMalaysia).returns.resolves.toEqualTypeOf<GetCitiesResponse>();
    expectTypeOf(buildFilterQuery).returns.toEqualTypeOf<FilterQueryInput>();
    expectTypeOf(buildFilterQuery).returns.toExtend<
      NonNullable<EndpointRequest<typeof listCompaniesEndpoint>['query']>
    >();
  });
});

describe('callEndpoint', () => {
  it('fills the path, sends the query and body, and answers the parsed response', async () => {
    const { sent, transport: recording } = recordingTransport({ message: 'Signed out' });
    await expect(callEndpoint(recording, logoutEndpoint, { body: {} })).resolves.toEqual({
      message: 'Signed out',
    });
    // Not what these calls answer: a 502, after the request went out as typed.
    await expect(
      callEndpoint(recording, getCompanyProfileEndpoint, { params: { slug: 'acme digital' } }),
    ).rejects.toMatchObject({ status: 502 });
    await expect(
      callEndpoint(recording, getCitiesEndpoint, {
        query: { country: 7, include_sponsorship_pages: true },
      }),
    ).rejects.toMatchObject({ status: 502 });
    expect(sent).toEqual([
      { api: 'main', method: 'POST', path: '/logout', body: {} },
      { api: 'main', method: 'GET', path: '/companies/acme%20digital/profile' },
      {
        api: 'main',
        method: 'GET',
        path: '/locations/cities',
        query: { country: 7, include_sponsorship_pages: true },
      },
    ]);
  });
});
