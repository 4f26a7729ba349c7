import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getEmailPreferencesEndpoint } from '@atlas/api/endpoints/get-email-preferences';
import { updateEmailPreferencesEndpoint } from '@atlas/api/endpoints/update-email-preferences';
import { unsubscribeEndpoint } from '@atlas/api/endpoints/unsubscribe';
import { schemaOf } from '../../lib/endpoint-schema';
import { HttpError } from '../../plugins/errors';
import { perIp, registerRateLimit } from '../../lib/rate-limit';

const NOT_FOUND = 'This preferences link is not valid.';
/** The links carry secret keys: a person opens a few, nobody needs hundreds a minute. */
const PER_IP_PER_MINUTE = 30;

/** E-mail preferences and the one-click unsubscribe link of every e-mail. */
export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.emailPreferencesRepository;
  await registerRateLimit(app, { reason: 'Too many attempts.' });

  // Mail clients post RFC 8058 one-click unsubscribes as a form; the body carries nothing we need.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, { form: String(body) }),
  );

  async function find(manageId: string) {
    const row = await repository.findByManageId(manageId);
    if (!row) throw new HttpError(404, NOT_FOUND);
    return row;
  }

  const answer = (row: Awaited<ReturnType<typeof find>>) => ({
    data: {
      email: row.email,
      preferences: {
        newsletter: row.preferences.newsletter,
        reviews: row.preferences.reviews,
        awards: row.preferences.awards,
        inbox: row.preferences.inbox,
      },
    },
  });

  app.get(
    getEmailPreferencesEndpoint.path,
    { config: perIp(PER_IP_PER_MINUTE), schema: schemaOf(getEmailPreferencesEndpoint) },
    async (request) => answer(await find(request.params.id)),
  );

  app.put(
    updateEmailPreferencesEndpoint.path,
    { config: perIp(PER_IP_PER_MINUTE), schema: schemaOf(updateEmailPreferencesEndpoint) },
    async (request) => {
      await find(request.params.id);
      await repository.update(request.params.id, request.body);
      return answer(await find(request.params.id));
    },
  );

  app.post(
    unsubscribeEndpoint.path,
    { config: perIp(PER_IP_PER_MINUTE), schema: schemaOf(unsubscribeEndpoint) },
    async (request) => {
      const { email, key } = request.query;
      if (!(await repository.unsubscribeAll(key, email)))
        throw new HttpError(404, 'This unsubscribe link is not valid.');
      return {
        message: `${email} will no longer receive optional e-mails from us. Account e-mails (like password resets) still arrive.`,
      };
    },
  );
};
