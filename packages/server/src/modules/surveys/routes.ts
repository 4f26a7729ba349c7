import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getAdminSurveyEndpoint,
  getSurveyDataEndpoint,
  getSurveyEndpoint,
  listAdminSurveysEndpoint,
  listSurveysEndpoint,
  updateSurveyEndpoint,
  uploadSurveyResponsesEndpoint,
} from '@atlas/api/endpoints/surveys';
import { surveyDataFileName } from '@atlas/api/surveys';
import { schemaOf } from '../../lib/endpoint-schema';
import { perIp, registerRateLimit } from '../../lib/rate-limit';
import { HttpError } from '../../plugins/errors';
import { ResponsesRejected } from './tally';

const PER_IP = { read: 300, admin: 240, uploads: 30 };
/** A JSON body carrying the largest accepted file, with room for its escapes. */
const UPLOAD_BODY_LIMIT = 4 * 1024 * 1024;

const notFound = () => new HttpError(404, 'There is no such survey.');

/** /api/surveys/… (the reports) and /api/admin/surveys/… (staff only: anyone else gets 404). */
export const surveyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { surveys } = app;
  await registerRateLimit(app, { reason: 'Too many requests.' });

  app.get(
    listSurveysEndpoint.path,
    { config: perIp(PER_IP.read), schema: schemaOf(listSurveysEndpoint) },
    async () => ({ data: await surveys.list(false) }),
  );

  app.get(
    getSurveyEndpoint.path,
    { config: perIp(PER_IP.read), schema: schemaOf(getSurveyEndpoint) },
    async (request) => {
      const survey = await surveys.load(request.params.slug, false);
      if (!survey) throw notFound();
      return { data: survey };
    },
  );

  app.get(
    getSurveyDataEndpoint.path,
    { config: perIp(PER_IP.read), schema: schemaOf(getSurveyDataEndpoint) },
    async (request, reply) => {
      const { slug } = request.params;
      const csv = await surveys.responses(slug);
      if (csv === null) throw notFound();
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${surveyDataFileName(slug)}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=300')
        .send(csv);
    },
  );

  app.get(
    listAdminSurveysEndpoint.path,
    { config: perIp(PER_IP.admin), schema: schemaOf(listAdminSurveysEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      await app.requireStaff(request);
      return { data: await surveys.list(true) };
    },
  );

  app.get(
    getAdminSurveyEndpoint.path,
    { config: perIp(PER_IP.admin), schema: schemaOf(getAdminSurveyEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      await app.requireStaff(request);
      const survey = await surveys.load(request.params.slug, true);
      if (!survey) throw notFound();
      return { data: survey, message: '' };
    },
  );

  app.put(
    updateSurveyEndpoint.path,
    { config: perIp(PER_IP.admin), schema: schemaOf(updateSurveyEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await app.requireStaff(request);
      const survey = await surveys.update(request.params.slug, request.body);
      if (!survey) throw notFound();
      return {
        data: survey,
        message: survey.published
          ? 'The survey is saved and published.'
          : 'The survey is saved (not published).',
      };
    },
  );

  app.post(
    uploadSurveyResponsesEndpoint.path,
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      config: perIp(PER_IP.uploads),
      schema: schemaOf(uploadSurveyResponsesEndpoint),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await app.requireStaff(request);
      try {
        const survey = await surveys.uploadResponses(request.params.slug, request.body.csv);
        if (!survey) throw notFound();
        return {
          data: survey,
          message: `${survey.sample_size} responses are uploaded; the charts are recomputed.`,
        };
      } catch (error) {
        if (!(error instanceof ResponsesRejected)) throw error;
        throw new HttpError(400, `csv: ${error.message}`, [
          { field: 'csv', message: error.message },
        ]);
      }
    },
  );
};
