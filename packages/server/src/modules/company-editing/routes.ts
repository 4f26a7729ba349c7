import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getCompanyEditingEndpoint,
  getEditingOptionsEndpoint,
  saveCompanyBasicsEndpoint,
  saveCompanyFaqsEndpoint,
  saveCompanyLocationsEndpoint,
  saveCompanyPortfolioEndpoint,
  saveCompanyServicesEndpoint,
} from '@atlas/api/endpoints/company-editing';
import { schemaOf } from '../../lib/endpoint-schema';
import { perIp, registerRateLimit } from '../../lib/rate-limit';
import { HttpError } from '../../plugins/errors';
import { noSuchCompany } from '../company-memberships/plugin';
import { plainText } from '../../lib/plain-text';
import { sanitizeDescription } from '../profiles/sanitize';
import { avifTwinOf } from '../../storage/images';
import { isStorageKey } from '../../storage/storage';
import { createCompanyEditingRepository, UnknownReference, type EditActor } from './repository';

/** Saves per IP and minute: a person clicking through the steps, with room for retries. */
const PER_IP = { read: 240, write: 60 };

/** The profile editor's calls (issue 16): members of the company only. */
export const companyEditingRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createCompanyEditingRepository(app.database.db);
  await registerRateLimit(app, { reason: 'Too many saves.' });

  const actorOf = (user: { id: string; email: string }): EditActor => ({
    userId: user.id,
    label: `user:${user.email}`,
  });

  /** Runs a save; a reference the taxonomy does not have is a 400 naming its field. */
  async function saved<T>(run: () => Promise<T>): Promise<{ data: T; message: string }> {
    try {
      const data = await run();
      app.companySearch.markChanged();
      return { data, message: 'Saved.' };
    } catch (error) {
      if (error instanceof UnknownReference)
        throw new HttpError(400, error.message, [{ field: error.field, message: error.message }]);
      throw error;
    }
  }

  app.get(
    getEditingOptionsEndpoint.path,
    { config: perIp(PER_IP.read), schema: schemaOf(getEditingOptionsEndpoint) },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { data: await repository.options() };
    },
  );

  app.get(
    getCompanyEditingEndpoint.path,
    { config: perIp(PER_IP.read), schema: schemaOf(getCompanyEditingEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { company } = await app.requireCompanyMember(request, request.params.slug);
      const data = await repository.load(company.id);
      if (!data) throw noSuchCompany(request.params.slug);
      return { data };
    },
  );

  app.put(
    saveCompanyBasicsEndpoint.path,
    { config: perIp(PER_IP.write), schema: schemaOf(saveCompanyBasicsEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user, company } = await app.requireCompanyMember(request, request.params.slug);
      const body = request.body;
      const name = plainText(body.name);
      const summary = plainText(body.summary);
      const errors = [];
      if (name.length < 2) errors.push({ field: 'name', message: 'Enter the company name' });
      if (summary.length < 20)
        errors.push({ field: 'summary', message: 'Write at least 20 characters (without HTML)' });
      if (errors.length > 0)
        throw new HttpError(400, errors.map((e) => `${e.field}: ${e.message}`).join('; '), errors);
      return saved(() =>
        repository.saveBasics(
          company.id,
          {
            ...body,
            name,
            summary,
            // The same allow-list the profile page renders; empty paragraphs dropped.
            description: sanitizeDescription(body.description) ?? '',
          },
          actorOf(user),
        ),
      );
    },
  );

  app.put(
    saveCompanyServicesEndpoint.path,
    { config: perIp(PER_IP.write), schema: schemaOf(saveCompanyServicesEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user, company } = await app.requireCompanyMember(request, request.params.slug);
      return saved(() => repository.saveServices(company.id, request.body, actorOf(user)));
    },
  );

  app.put(
    saveCompanyPortfolioEndpoint.path,
    { config: perIp(PER_IP.write), schema: schemaOf(saveCompanyPortfolioEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user, company } = await app.requireCompanyMember(request, request.params.slug);
      const items = request.body.items.map((item) => ({
        ...item,
        name: plainText(item.name),
        description: plainText(item.description),
      }));
      // Each image must be one this company uploaded (PUT /companies/{slug}/images).
      for (const [index, item] of items.entries()) {
        const own = item.image_path.startsWith(`portfolio/${company.id}/`);
        if (!own || !isStorageKey(item.image_path) || !(await app.storage.has(item.image_path)))
          throw new HttpError(400, `items.${index}.image_path: upload the image first`, [
            { field: `items.${index}.image_path`, message: 'Upload the image first' },
          ]);
      }
      const answer = await saved(async () => {
        const { company: data, unused } = await repository.savePortfolio(
          company.id,
          { items },
          actorOf(user),
        );
        // Each removed image goes with its AVIF twin.
        for (const path of unused.flatMap((key) => [key, avifTwinOf(key)]))
          await app.storage.delete(path).catch((error: unknown) => {
            app.log.warn({ err: error, key: path }, 'could not delete a removed portfolio image');
          });
        return data;
      });
      return answer;
    },
  );

  app.put(
    saveCompanyLocationsEndpoint.path,
    { config: perIp(PER_IP.write), schema: schemaOf(saveCompanyLocationsEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user, company } = await app.requireCompanyMember(request, request.params.slug);
      const locations = request.body.locations.map((location) => ({
        ...location,
        address: plainText(location.address),
        postcode: plainText(location.postcode),
      }));
      return saved(() => repository.saveLocations(company.id, { locations }, actorOf(user)));
    },
  );

  app.put(
    saveCompanyFaqsEndpoint.path,
    { config: perIp(PER_IP.write), schema: schemaOf(saveCompanyFaqsEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user, company } = await app.requireCompanyMember(request, request.params.slug);
      const body = request.body;
      return saved(() =>
        repository.saveFaqs(
          company.id,
          {
            founder: plainText(body.founder),
            projects_year: plainText(body.projects_year),
            project_cost: plainText(body.project_cost),
            values: plainText(body.values),
          },
          actorOf(user),
        ),
      );
    },
  );
};
