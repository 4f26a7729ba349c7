import fp from 'fastify-plugin';
import { createSubmissionRepository, type SubmissionRepository } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Company submissions, staff and the audit log (issue 16). */
    submissionRepository: SubmissionRepository;
  }
}

export const companySubmissionsPlugin = fp(
  async (app) => {
    app.decorate('submissionRepository', createSubmissionRepository(app.database.db));
  },
  { name: 'company-submissions', dependencies: ['database'] },
);
