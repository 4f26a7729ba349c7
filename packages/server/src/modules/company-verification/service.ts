import { verificationDomainOf, type VerificationChecklist } from '@atlas/api/company-verification';
import type { CompanyVerification } from '@atlas/api/endpoints/company-verification';
import type { AppDatabase } from '../../db/client';
import type { MailQueue } from '../../mail/queue';
import type { Clock } from '../../plugins/clock';
import type { VerificationAdminRepository } from './admin-repository';
import {
  verificationDecidedMail,
  verificationExpiredMail,
  verificationRevokedMail,
  type MailSite,
} from './mail';
import { companyNames, memberRecipients, toDocument, type Actor } from './read';
import type { VerificationRepository } from './repository';
import { addMonths } from '../../lib/calendar';
import { verificationState } from './rules';

/** Who the expiry job is in the audit log. */
export const EXPIRY_ACTOR: Actor = { userId: null, label: 'system:verification-expiry' };

export interface VerificationServiceOptions {
  repository: VerificationRepository;
  admin: VerificationAdminRepository;
  mailQueue: MailQueue;
  clock: Clock;
  site: MailSite;
  /** How many months a verification holds (COMPANY_VERIFICATION_MONTHS). */
  months: number;
  /** Told after a transaction changed companies' flags (their listing rows). */
  markChanged(): void;
}

/**
 * A company's verification (issue 33, point 7): what the company sees, staff's decisions and
 * revocations, and expiry. Every e-mail is queued in the transaction that makes its change.
 */
export function createVerificationService(options: VerificationServiceOptions) {
  const { repository, admin, mailQueue, clock, site, months } = options;

  /** One e-mail per member of the company, queued in `tx`. */
  async function mailMembers(
    tx: AppDatabase,
    companyId: number,
    kind: string,
    message: (to: { name: string; email: string }) => Parameters<MailQueue['enqueue']>[2],
  ) {
    for (const member of await memberRecipients(tx, companyId))
      await mailQueue.enqueue(tx, kind, message(member));
  }

  /** After a decision's commit: the listing rows changed (approve, revoke) and mail is waiting. */
  const committed = (changedFlag: boolean) => {
    if (changedFlag) options.markChanged();
    mailQueue.kick();
  };

  return {
    /** Where the company's verification stands at the clock's now. */
    async state(companyId: number): Promise<CompanyVerification | null> {
      const company = await repository.companyFacts(companyId);
      if (!company) return null;
      const [{ latest, latestRecord, current }, waiting] = await Promise.all([
        repository.requestsOf(companyId),
        repository.waitingDocuments(companyId),
      ]);
      const { state, verifiedUntil, canRequest } = verificationState({
        verified: company.verified,
        latest: latestRecord,
        current,
        now: clock.now(),
      });
      return {
        company,
        state,
        verified_until: verifiedUntil?.toISOString() ?? null,
        email_domain: verificationDomainOf(company.website),
        can_request: canRequest,
        validity_months: months,
        request: latest,
        waiting_documents: waiting.map(toDocument),
      };
    },

    /** Staff approve (verified for `months` from now) or reject a waiting request. */
    async decide(
      id: number,
      decision: { approve: boolean; reason: string; checklist: VerificationChecklist },
      actor: Actor,
    ) {
      const now = clock.now();
      const expiresAt = addMonths(now, months);
      const result = await admin.decide(
        id,
        decision,
        { now, expiresAt },
        actor,
        async (tx, row, companyId) => {
          await mailMembers(
            tx,
            companyId,
            decision.approve ? 'company_verification_approved' : 'company_verification_rejected',
            (member) =>
              verificationDecidedMail(site, {
                to: member.email,
                name: member.name,
                companyName: row.company.name,
                companySlug: row.company.slug,
                approved: decision.approve,
                reason: decision.reason,
                expiresAt: decision.approve ? expiresAt : null,
              }),
          );
        },
      );
      if (typeof result === 'object' && result !== null) committed(decision.approve);
      return result;
    },

    /** Staff withdraw a current verification. */
    async revoke(id: number, reason: string, actor: Actor) {
      const result = await admin.revoke(
        id,
        reason,
        clock.now(),
        actor,
        async (tx, row, companyId) => {
          await mailMembers(tx, companyId, 'company_verification_revoked', (member) =>
            verificationRevokedMail(site, {
              to: member.email,
              name: member.name,
              companyName: row.company.name,
              companySlug: row.company.slug,
              reason,
            }),
          );
        },
      );
      if (typeof result === 'object' && result !== null) committed(true);
      return result;
    },

    /**
     * Expires every verification whose period ended by the clock's now and e-mails the members
     * of each company. Idempotent: run twice (or on two instances at once), a verification
     * expires, and is e-mailed about, once. Answers how many expired.
     */
    async expireDue(): Promise<number> {
      const expired = await admin.expireDue(clock.now(), EXPIRY_ACTOR, async (tx, rows) => {
        const names = await companyNames(
          tx,
          rows.map((row) => row.companyId),
        );
        for (const company of names)
          await mailMembers(tx, company.id, 'company_verification_expired', (member) =>
            verificationExpiredMail(site, {
              to: member.email,
              name: member.name,
              companyName: company.name,
              companySlug: company.slug,
            }),
          );
      });
      if (expired.length > 0) committed(true);
      return expired.length;
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
