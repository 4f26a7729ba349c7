import { z } from 'zod';
import {
  BasicsSchema,
  CompanyEditingSchema,
  FaqsStepSchema,
  LocationsStepSchema,
  PortfolioStepSchema,
  ServicesStepSchema,
  type Basics,
  type FaqsStep,
  type LocationsStep,
  type PortfolioStep,
  type ServicesStep,
} from '../company-editing';
import { CompanySlugSchema } from '../company-memberships';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';

/** Issue 16: the profile editor's calls. Members of the company only; anyone else gets a 404. */

export const CompanyEditingParamsSchema = z.object({ slug: CompanySlugSchema });

export const CompanyEditingResponseSchema = z.object({ data: CompanyEditingSchema });
export type CompanyEditingResponse = z.infer<typeof CompanyEditingResponseSchema>;

export const SavedStepResponseSchema = z.object({
  data: CompanyEditingSchema,
  message: z.string(),
});
export type SavedStepResponse = z.infer<typeof SavedStepResponseSchema>;

/** GET /companies/{slug}/editing — the company as its editor loads it. */
export const getCompanyEditingEndpoint = defineEndpoint({
  method: 'GET',
  path: '/companies/:slug/editing',
  api: 'main',
  operationId: 'getCompanyEditing',
  summary: 'A company as its editor loads it (members only)',
  description:
    'Every field the five steps of the profile editor edit. Anyone but a member of the company gets a 404.',
  tags: ['companies'],
  security: 'session',
  companyScoped: true,
  errors: [404],
  params: CompanyEditingParamsSchema,
  response: CompanyEditingResponseSchema,
});

function stepEndpoint<const Step extends string, B extends z.ZodType>(
  step: Step,
  operationId: string,
  summary: string,
  description: string,
  body: B,
) {
  return defineEndpoint({
    method: 'PUT',
    path: `/companies/:slug/editing/${step}` as `/companies/:slug/editing/${Step}`,
    api: 'main',
    operationId,
    summary,
    description: `${description} The listings and facets show the change at once; every change is audited. Anyone but a member gets a 404.`,
    tags: ['companies'],
    security: 'session',
    companyScoped: true,
    errors: [404],
    params: CompanyEditingParamsSchema,
    body,
    response: SavedStepResponseSchema,
  });
}

/** PUT /companies/{slug}/editing/basics — step 0. */
export const saveCompanyBasicsEndpoint = stepEndpoint(
  'basics',
  'saveCompanyBasics',
  "Save a company's basics (members only)",
  'Name, summary, website, e-mails, description (HTML, kept to what the profile shows), project size, company size, hourly rate and founded year.',
  BasicsSchema,
);

/** PUT /companies/{slug}/editing/services — step 1. */
export const saveCompanyServicesEndpoint = stepEndpoint(
  'services',
  'saveCompanyServices',
  "Save a company's services, focuses, industries and client types (members only)",
  'Services with whole percentages that add up to 100; focuses (saved at 8 % each); industries and client types, each adding up to 100 when given.',
  ServicesStepSchema,
);

/** PUT /companies/{slug}/editing/portfolio — step 2. */
export const saveCompanyPortfolioEndpoint = stepEndpoint(
  'portfolio',
  'saveCompanyPortfolio',
  "Save a company's portfolio (members only)",
  'Up to 12 projects, each with a name, an image uploaded through PUT /companies/{slug}/images and a description, in order; projects left out are removed with their images.',
  PortfolioStepSchema,
);

/** PUT /companies/{slug}/editing/locations — step 3. */
export const saveCompanyLocationsEndpoint = stepEndpoint(
  'locations',
  'saveCompanyLocations',
  "Save a company's offices (members only)",
  'Every office with its city, exactly one of them the headquarters; offices left out are removed.',
  LocationsStepSchema,
);

/** PUT /companies/{slug}/editing/faqs — step 4. */
export const saveCompanyFaqsEndpoint = stepEndpoint(
  'faqs',
  'saveCompanyFaqs',
  "Save a company's FAQ answers (members only)",
  'Who founded it, projects a year, what a project costs, and its values.',
  FaqsStepSchema,
);

const Option = z.object({ id: z.number().int(), name: z.string() });

export const EditingOptionsResponseSchema = z.object({
  data: z.object({
    services: z.array(Option.extend({ group: z.string() })),
    /** Each focus with the services it belongs to (SPEC §9: a focus shows for a chosen service). */
    focuses: z.array(Option.extend({ service_ids: z.array(z.number().int()) })),
    industries: z.array(Option),
    client_types: z.array(Option),
  }),
});
export type EditingOptionsResponse = z.infer<typeof EditingOptionsResponseSchema>;

/** GET /company-editing/options — the taxonomy the editor's lists are made of. */
export const getEditingOptionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/company-editing/options',
  api: 'main',
  operationId: 'getEditingOptions',
  summary: 'The lists the profile editor picks from',
  description:
    'Services (with their group), focuses (with the services each belongs to), industries and client types, by name.',
  tags: ['companies'],
  response: EditingOptionsResponseSchema,
});

export function getEditingOptions(transport: HttpTransport, signal?: AbortSignal) {
  return callEndpoint(transport, getEditingOptionsEndpoint, { signal });
}

export function getCompanyEditing(transport: HttpTransport, slug: string, signal?: AbortSignal) {
  return callEndpoint(transport, getCompanyEditingEndpoint, { params: { slug }, signal });
}

export function saveCompanyBasics(transport: HttpTransport, slug: string, body: Basics) {
  return callEndpoint(transport, saveCompanyBasicsEndpoint, { params: { slug }, body });
}

export function saveCompanyServices(transport: HttpTransport, slug: string, body: ServicesStep) {
  return callEndpoint(transport, saveCompanyServicesEndpoint, { params: { slug }, body });
}

export function saveCompanyPortfolio(transport: HttpTransport, slug: string, body: PortfolioStep) {
  return callEndpoint(transport, saveCompanyPortfolioEndpoint, { params: { slug }, body });
}

export function saveCompanyLocations(transport: HttpTransport, slug: string, body: LocationsStep) {
  return callEndpoint(transport, saveCompanyLocationsEndpoint, { params: { slug }, body });
}

export function saveCompanyFaqs(transport: HttpTransport, slug: string, body: FaqsStep) {
  return callEndpoint(transport, saveCompanyFaqsEndpoint, { params: { slug }, body });
}
