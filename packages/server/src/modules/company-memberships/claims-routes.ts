/** The claim routes: finding a company to claim, claiming it, confirming by e-mail, staff's queue. */
import {
  CLAIM_EVIDENCE_MIN_LENGTH,
  CLAIM_LINK_HOURS,
  CLAIM_REVIEW_DAYS,
  emailAtCompanyDomain,
} from '@atlas/api/company-memberships';
import {
  confirmCompanyClaimEndpoint,
  createCompanyClaimEndpoint,
  decideCompanyClaimEndpoint,
  findClaimCandidatesEndpoint,
  listCompanyClaimsEndpoint,
} from '@atlas/api/endpoints/company-claims';
import { schemaOf } from '../../lib/endpoint-schema';
import { perIp } from '../../lib/rate-limit';
import {
  idempotencyMismatch,
  requestFingerprint,
  sameRequest,
} from '../../lib/request-fingerprint';
import { staffDecision, staffQueuePage } from '../../lib/staff-queue';
import { HttpError } from '../../plugins/errors';
import { hashSecret, newSecret } from '../../lib/secrets';
import { plainText } from '../../lib/plain-text';
import { claimDecidedMail, claimLinkMail } from './mail';
import { HOUR_MS, PER_IP, actorOf, mailSiteOf, type MembershipRoutesApp } from './routes-shared';

export function claimRoutes(app: MembershipRoutesApp): void {
  const repository = app.membershipRepository;
  const site = mailSiteOf(app);

  app.get(
    findClaimCandidatesEndpoint.path,
    { config: perIp(PER_IP.lookup), schema: schemaOf(findClaimCandidatesEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const q = request.query.q;
      if (q.length < 2) return { data: [] };
      const [byName, byDomain] = await Promise.all([
        app.siteSearch.search(q, 10),
        /^[^\s@]+\.[^\s@]+$/.test(q) || q.includes('://')
          ? app.submissionRepository.duplicates(undefined, q.includes('://') ? q : `https://${q}`)
          : Promise.resolve([]),
      ]);
      const ids = [
        ...(await repository.companyIdsBySlugs(byDomain.map((row) => row.slug))),
        ...byName.companies.map((row) => row.id),
      ];
      return { data: (await repository.candidates(ids)).slice(0, 10) };
    },
  );

  app.post(
    createCompanyClaimEndpoint.path,
    { config: perIp(PER_IP.write), schema: schemaOf(createCompanyClaimEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = app.requireUser(request);
      const body = request.body;
      const fingerprint = requestFingerprint(`company-claim ${user.id}`, body);
      const answer = async (id: number) => {
        const row = await repository.findClaimRow(id);
        if (!row) throw new HttpError(404, 'The claim is gone.');
        const message =
          row.status === 'awaiting_email'
            ? `We sent a link to ${row.email}. Follow it within ${CLAIM_LINK_HOURS} hours, signed in as you are now, and ${row.company.name} is yours.`
            : `Thank you! Our team reviews your claim of ${row.company.name} within ${CLAIM_REVIEW_DAYS} working days and e-mails you the result.`;
        return { data: row, message };
      };

      const earlier = await repository.claimByIdempotencyKey(body.idempotency_key);
      if (earlier) {
        if (earlier.userId !== user.id || !sameRequest(earlier.requestHash, fingerprint))
          throw idempotencyMismatch('claim');
        return answer(earlier.id);
      }

      const company = await repository.companyBySlug(body.company_slug);
      if (!company)
        throw new HttpError(404, `company_slug: there is no company ${body.company_slug}`);
      if (await repository.isClaimed(company.id))
        throw new HttpError(
          409,
          `company_slug: ${company.name} is claimed already. Ask its owners to let you join instead.`,
        );
      const open = await repository.openClaim(company.id, user.id);
      if (open) {
        // A retry that raced its twin past the first lookup finds the twin's claim here.
        if (open.idempotencyKey === body.idempotency_key) {
          const twin = await repository.claimByIdempotencyKey(body.idempotency_key);
          if (twin && sameRequest(twin.requestHash, fingerprint)) return answer(twin.id);
        }
        throw new HttpError(409, `company_slug: your claim of ${company.name} is waiting already.`);
      }

      const domainMatch = emailAtCompanyDomain(body.email, company.website);
      const evidence = body.evidence ? plainText(body.evidence) : '';
      if (!domainMatch && evidence.length < CLAIM_EVIDENCE_MIN_LENGTH)
        throw new HttpError(
          400,
          `evidence: the e-mail is not at ${company.name}'s web domain, so tell our team how you are connected to it (at least ${CLAIM_EVIDENCE_MIN_LENGTH} characters)`,
          [
            {
              field: 'evidence',
              message: `Tell our team how you are connected to ${company.name} (at least ${CLAIM_EVIDENCE_MIN_LENGTH} characters)`,
            },
          ],
        );

      const token = domainMatch ? newSecret() : null;
      const now = app.clock.now();
      const id = await repository.createClaim(
        {
          companyId: company.id,
          userId: user.id,
          status: domainMatch ? 'awaiting_email' : 'pending',
          email: body.email,
          jobTitle: plainText(body.job_title),
          evidence: evidence || null,
          domainMatch,
          tokenHash: token ? hashSecret(token) : null,
          tokenExpiresAt: token ? new Date(now.getTime() + CLAIM_LINK_HOURS * HOUR_MS) : null,
          idempotencyKey: body.idempotency_key,
          requestHash: fingerprint,
        },
        actorOf(user),
        async (tx) => {
          if (token)
            await app.mailQueue.enqueue(
              tx,
              'company_claim_link',
              claimLinkMail(site, {
                to: body.email,
                name: user.name,
                companyName: company.name,
                token,
              }),
            );
        },
      );
      if (id !== null) {
        app.mailQueue.kick();
        return answer(id);
      }
      const winner = await repository.claimByIdempotencyKey(body.idempotency_key);
      if (!winner || winner.userId !== user.id || !sameRequest(winner.requestHash, fingerprint))
        throw idempotencyMismatch('claim');
      return answer(winner.id);
    },
  );

  app.post(
    confirmCompanyClaimEndpoint.path,
    { config: perIp(PER_IP.write), schema: schemaOf(confirmCompanyClaimEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = app.requireUser(request);
      const result = await repository.confirmClaim(
        hashSecret(request.body.token),
        user.id,
        app.clock.now(),
        actorOf(user),
      );
      switch (result.outcome) {
        case 'confirmed':
          return {
            data: { company_slug: result.company.slug, company_name: result.company.name },
            message: `You are the owner of ${result.company.name} now.`,
          };
        case 'unknown':
          throw new HttpError(404, 'This link is not valid. Copy the whole link from the e-mail.');
        case 'wrong-user':
          throw new HttpError(
            403,
            'This link belongs to another account: sign in as the person who claimed the company.',
          );
        case 'spent':
          throw new HttpError(
            410,
            `This link was used or has expired (links work for ${CLAIM_LINK_HOURS} hours). Claim the company again for a new one.`,
          );
        case 'claimed':
          throw new HttpError(
            409,
            'Someone else claimed this company first. Ask its owners to let you join.',
          );
      }
    },
  );

  app.get(
    listCompanyClaimsEndpoint.path,
    { config: perIp(PER_IP.admin), schema: schemaOf(listCompanyClaimsEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      await app.requireStaff(request);
      const query = request.query;
      const { rows, total } = await repository.listClaims(staffQueuePage(query));
      return { data: rows, total };
    },
  );

  app.post(
    decideCompanyClaimEndpoint.path,
    { config: perIp(PER_IP.admin), schema: schemaOf(decideCompanyClaimEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const actor = await app.requireStaff(request);
      const { id } = request.params;
      const { approve, reason } = staffDecision(request.body, 'the claimant');
      const result = await repository.decideClaim(
        id,
        { approve, reason },
        app.clock.now(),
        actor,
        async (tx, row) => {
          await app.mailQueue.enqueue(
            tx,
            approve ? 'company_claim_approved' : 'company_claim_rejected',
            claimDecidedMail(site, {
              to: row.claimant.email,
              name: row.claimant.name,
              companyName: row.company.name,
              companySlug: row.company.slug,
              approved: approve,
              reason,
            }),
          );
        },
      );
      if (result === null) throw new HttpError(404, `id: there is no claim ${id}`);
      if (result === 'decided') throw new HttpError(409, `Claim ${id} is already decided.`);
      if (result === 'claimed')
        throw new HttpError(409, 'The company has members by now: reject this claim instead.');
      app.mailQueue.kick();
      return { data: result };
    },
  );
}
