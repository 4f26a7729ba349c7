import fp from 'fastify-plugin';
import { runEvery } from '../../lib/every';
import {
  createVerificationAdminRepository,
  type VerificationAdminRepository,
} from './admin-repository';
import { createVerificationRepository, type VerificationRepository } from './repository';
import { createVerificationService, type VerificationService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Company verification (issue 33, point 7): the company's side, the SQL. */
    verificationRepository: VerificationRepository;
    /** Company verification: staff's side, the SQL. */
    verificationAdminRepository: VerificationAdminRepository;
    /** Company verification: state, decisions, revocations, expiry. */
    companyVerification: VerificationService;
  }
}

/**
 * Company verification. Expiry runs every COMPANY_VERIFICATION_EXPIRY_INTERVAL_MS on each
 * instance through `runEvery`; it is one idempotent UPDATE (`status = 'approved' AND expires_at
 * <= now`), so instances running it at once expire each verification once (docs/verification.md).
 * Documents uploaded and never sent with a request go with the storage sweep after a day.
 */
export const companyVerificationPlugin = fp(
  async (app) => {
    const repository = createVerificationRepository(app.database.db);
    const admin = createVerificationAdminRepository(app.database.db);
    app.decorate('verificationRepository', repository);
    app.decorate('verificationAdminRepository', admin);
    const service = createVerificationService({
      repository,
      admin,
      mailQueue: app.mailQueue,
      clock: app.clock,
      site: { brandName: app.appConfig.brandName, publicUrl: app.appConfig.publicUrl },
      months: app.appConfig.companyVerification.months,
      markChanged: () => app.companySearch.markChanged(),
    });
    app.decorate('companyVerification', service);
    runEvery(
      app,
      app.appConfig.companyVerification.expiryIntervalMs,
      'company verification: expiry',
      async () => {
        const expired = await service.expireDue();
        if (expired > 0) app.log.info({ expired }, 'company verification: verifications expired');
      },
    );
    app.orphanRules.push({
      prefix: 'verification/',
      referenced: (keys) => repository.sentDocuments(keys),
      forget: (keys) => repository.forgetDocuments(keys),
    });
  },
  {
    name: 'company-verification',
    dependencies: ['config', 'database', 'clock', 'mail', 'company-search', 'storage-sweep'],
  },
);
