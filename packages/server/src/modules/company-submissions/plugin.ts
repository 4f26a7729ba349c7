import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../plugins/errors';
import { createSubmissionRepository, type Actor, type SubmissionRepository } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Company submissions, staff and the audit log (issue 16). */
    submissionRepository: SubmissionRepository;
    /**
     * The signed-in staff member as the audit log names them. Anyone else (signed out included)
     * is told the call does not exist: every /admin call starts here.
     */
    requireStaff(request: FastifyRequest): Promise<Actor>;
  }
}

export const companySubmissionsPlugin = fp(
  async (app) => {
    const repository = createSubmissionRepository(app.database.db);
    app.decorate('submissionRepository', repository);
    app.decorate('requireStaff', async (request: FastifyRequest): Promise<Actor> => {
      const auth = request.auth;
      if (!auth || !(await repository.isStaff(auth.user.id)))
        throw new HttpError(404, `No API call ${request.method} ${request.url.split('?')[0]}`);
      return { userId: auth.user.id, label: `staff:${auth.user.email}` };
    });
  },
  { name: 'company-submissions', dependencies: ['database', 'sessions'] },
);
