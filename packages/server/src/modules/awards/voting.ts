import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type { AwardVoteStatus } from '@atlas/api/awards';
import type { AwardVoteResult } from '@atlas/api/endpoints/awards-voting';
import { isAwardEdition, VOTING_EDITIONS } from '@atlas/api/options';
import type { AwardsEditionSettings } from '@atlas/api/ssr';
import { voterIdentity } from '@atlas/api/voter-identity';
import type { AppDatabase } from '../../db/client';
import { AttemptThrottle, waitInWords } from '../../lib/attempt-throttle';
import { networkOf } from '../../lib/network';
import type { MailQueue } from '../../mail/queue';
import { noticeMail } from '../../mail/templates';
import type { Clock } from '../../plugins/clock';
import { fieldError, HttpError } from '../../plugins/errors';
import { editionPhase } from './phases';
import type { VotingRepository } from './voting-repository';

/** How long an e-mailed vote link works. */
export const VOTE_LINK_HOURS = 48;
/** Votes from one network in one category within BURST_WINDOW_MS past which new ones are held. */
export const BURST_VOTES = 5;
export const BURST_WINDOW_MS = 60 * 60 * 1000;

const HOUR = 60 * 60 * 1000;
/** Per-person, per-network and per-category (from one network) limits on vote requests. */
export const VOTE_LIMITS = {
  person: { max: 30, windowMs: HOUR },
  network: { max: 200, windowMs: HOUR },
  categoryNetwork: { max: 20, windowMs: HOUR },
} as const;

const require = createRequire(import.meta.url);
let disposableDomains: ReadonlySet<string> | undefined;

/** The maintained list of disposable e-mail domains (disposable-email-domains), loaded once. */
export function isDisposableEmail(email: string): boolean {
  if (!disposableDomains) {
    const list: unknown = require('disposable-email-domains');
    disposableDomains = new Set(
      Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [],
    );
  }
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return disposableDomains.has(domain);
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface Voter {
  user: { id: string; email: string; emailVerifiedAt: Date | null } | null;
  email: string | undefined;
  ip: string;
}

export interface VotingOptions {
  db: AppDatabase;
  repository: VotingRepository;
  settings: Readonly<Record<string, AwardsEditionSettings>>;
  clock: Clock;
  mailQueue: MailQueue;
  site: { brandName: string; publicUrl: string };
  /** Keys the stored network hash, so the table never holds an address. */
  networkSecret: string;
}

/**
 * Public voting (issue 20): one vote per verified mailbox per category (issue 34: its voter
 * identity, so `me+2@` and Gmail's `m.e@` are `me@`), counted only once
 * confirmed; a signed-in account's verified address confirms at once, a guest's one-time link
 * later. Members of a nominated company cannot vote in its category; disposable addresses are
 * refused; per-person, per-network and per-category limits slow floods; a burst from one network
 * is held for staff. Every change goes to the audit log.
 */
export function createVotingService(options: VotingOptions) {
  const { db, repository, settings, clock, mailQueue, site } = options;
  const now = () => clock.now();
  const throttles = {
    person: new AttemptThrottle(VOTE_LIMITS.person.max, VOTE_LIMITS.person.windowMs, () =>
      now().getTime(),
    ),
    network: new AttemptThrottle(VOTE_LIMITS.network.max, VOTE_LIMITS.network.windowMs, () =>
      now().getTime(),
    ),
    categoryNetwork: new AttemptThrottle(
      VOTE_LIMITS.categoryNetwork.max,
      VOTE_LIMITS.categoryNetwork.windowMs,
      () => now().getTime(),
    ),
  };

  function networkHash(ip: string): string {
    return createHmac('sha256', options.networkSecret)
      .update(networkOf(ip) ?? 'unknown')
      .digest('hex')
      .slice(0, 32);
  }

  function throttle(keys: { person: string; network: string; categoryNetwork: string }) {
    for (const name of ['person', 'network', 'categoryNetwork'] as const) {
      const wait = throttles[name].retryAfter(keys[name]);
      if (wait > 0)
        throw new HttpError(429, `Too many votes. Please wait ${waitInWords(wait)} and try again.`);
    }
    for (const name of ['person', 'network', 'categoryNetwork'] as const)
      throttles[name].record(keys[name]);
  }

  async function openNominee(nomineeId: number) {
    const nominee = await repository.nominee(nomineeId);
    if (!nominee || !(VOTING_EDITIONS as readonly number[]).includes(nominee.edition))
      throw new HttpError(404, 'No such nominee in a voting edition.');
    const phase = editionPhase(
      settings[String(nominee.edition)],
      nominee.winnersPublishedAt !== null,
      now(),
    );
    if (phase !== 'voting')
      throw new HttpError(409, `Voting in the ${nominee.edition} awards is closed.`);
    return nominee;
  }

  /** Held when its network already sent BURST_VOTES votes in the category within the window. */
  async function statusFor(
    categoryId: number,
    network: string,
    voteId: number | null,
  ): Promise<{ status: AwardVoteStatus; reason: string | null }> {
    const recent = await repository.recentFromNetwork(
      categoryId,
      network,
      new Date(now().getTime() - BURST_WINDOW_MS),
      voteId,
    );
    return recent >= BURST_VOTES
      ? {
          status: 'held',
          reason: `burst: ${recent + 1} votes from one network in this category within an hour`,
        }
      : { status: 'counted', reason: null };
  }

  function resultOf(status: AwardVoteStatus, what: string): AwardVoteResult {
    if (status === 'held')
      return {
        status,
        message: `${what} Many votes came from your network at once, so it waits for a quick review before it counts.`,
      };
    return { status, message: `${what} It counts.` };
  }

  async function vote(voter: Voter, nomineeId: number, change: boolean): Promise<AwardVoteResult> {
    const nominee = await openNominee(nomineeId);
    let email: string;
    if (voter.user) {
      if (!voter.user.emailVerifiedAt)
        throw new HttpError(403, 'Verify your e-mail address before you vote.');
      email = normaliseEmail(voter.user.email);
    } else {
      if (!voter.email)
        throw fieldError(
          'email',
          'Enter your e-mail address: we send you a link to confirm your vote.',
        );
      email = normaliseEmail(voter.email);
    }
    if (isDisposableEmail(email))
      throw fieldError('email', 'Disposable e-mail addresses cannot vote; use your own address.');
    const identity = voterIdentity(email);
    const network = networkHash(voter.ip);
    throttle({
      person: identity,
      network,
      categoryNetwork: `${nominee.categoryId}:${network}`,
    });
    const members = await repository.membersOfNomineesIn(nominee.categoryId);
    if (
      members.some(
        (member) => member.userId === voter.user?.id || voterIdentity(member.email) === identity,
      )
    )
      throw new HttpError(403, 'Members of a nominated company cannot vote in its category.');
    const existing = await repository.voteOf(nominee.categoryId, identity);
    if (existing?.status === 'discarded')
      throw new HttpError(403, 'Your vote in this category was discarded after review.');
    if (existing && existing.status !== 'pending' && !change)
      throw new HttpError(
        409,
        'You have already voted in this category. You can change your vote until voting ends.',
      );
    if (existing && existing.nomineeId === nomineeId && existing.status !== 'pending')
      return { status: existing.status, message: `You already vote for ${nominee.companyName}.` };
    const at = now();
    const actor = { userId: voter.user?.id ?? null, label: voter.user ? 'voter' : 'guest voter' };

    if (voter.user) {
      // A held vote stays held for staff whatever it is changed to.
      const { status, reason } =
        existing?.status === 'held'
          ? { status: existing.status, reason: existing.reason }
          : await statusFor(nominee.categoryId, network, existing?.id ?? null);
      await db.transaction(async (tx) => {
        const values = { nomineeId, status, reason, network, at, confirmed: true };
        const voteId = existing
          ? (await repository.updateVote(tx, existing.id, values), existing.id)
          : await repository.insertVote(tx, {
              ...values,
              categoryId: nominee.categoryId,
              email,
              identity,
              userId: voter.user?.id ?? null,
            });
        await repository.audit(tx, {
          ...actor,
          action: existing ? 'award_vote.change' : 'award_vote.cast',
          voteId,
          changes: { nominee: [existing?.nomineeId ?? null, nomineeId], status },
        });
      });
      return resultOf(
        status,
        existing
          ? `Your vote in ${nominee.categoryName} now goes to ${nominee.companyName}.`
          : `Thank you: your vote for ${nominee.companyName} is in.`,
      );
    }

    // A guest: the vote waits for the e-mailed link (a change keeps the old vote until then).
    const token = randomBytes(32).toString('base64url');
    await db.transaction(async (tx) => {
      const voteId = existing
        ? existing.id
        : await repository.insertVote(tx, {
            categoryId: nominee.categoryId,
            nomineeId,
            email,
            identity,
            userId: null,
            status: 'pending',
            reason: null,
            network,
            at,
            confirmed: false,
          });
      if (existing?.status === 'pending')
        await repository.updateVote(tx, existing.id, {
          nomineeId,
          status: 'pending',
          reason: null,
          network,
          at,
          confirmed: false,
        });
      await repository.insertToken(tx, {
        tokenHash: hashToken(token),
        voteId,
        nomineeId,
        expiresAt: new Date(at.getTime() + VOTE_LINK_HOURS * HOUR),
      });
      await repository.audit(tx, {
        ...actor,
        action: 'award_vote.link_sent',
        voteId,
        changes: { nominee: nomineeId },
      });
      await mailQueue.enqueue(
        tx,
        'award_vote_link',
        noticeMail({
          to: email,
          name: 'voter',
          subject: `Confirm your vote in the ${site.brandName} Awards ${nominee.edition}`,
          paragraphs: [
            `${existing && existing.status !== 'pending' ? 'Change your vote' : 'Confirm your vote'} in ${nominee.categoryName}: ${nominee.companyName}.`,
            `The link works once, for ${VOTE_LINK_HOURS} hours. If you did not vote, ignore this e-mail: nothing counts without it.`,
          ],
          link: {
            label: 'Confirm my vote',
            url: `${site.publicUrl}/awards-${nominee.edition}/vote?confirm=${token}`,
          },
        }),
      );
    });
    mailQueue.kick();
    return {
      status: 'pending',
      message: `Check your inbox: we sent a link to ${email}. Your vote ${existing && existing.status !== 'pending' ? 'changes' : 'counts'} once you follow it.`,
    };
  }

  return {
    cast: (voter: Voter, nomineeId: number) => vote(voter, nomineeId, false),
    change: (voter: Voter, nomineeId: number) => vote(voter, nomineeId, true),

    async confirm(token: string) {
      const tokenHash = hashToken(token);
      const link = await repository.token(tokenHash);
      if (!link) throw new HttpError(404, 'This link is not valid.');
      if (link.usedAt) throw new HttpError(410, 'This link was already used.');
      if (link.expiresAt.getTime() <= now().getTime())
        throw new HttpError(410, 'This link has expired: vote again to get a new one.');
      const nominee = await openNominee(link.nomineeId);
      const existing = await repository.vote(link.voteId);
      if (!existing) throw new HttpError(404, 'This link is not valid.');
      if (existing.status === 'discarded')
        throw new HttpError(403, 'Your vote in this category was discarded after review.');
      const { status, reason } =
        existing.status === 'held'
          ? { status: existing.status, reason: existing.reason }
          : await statusFor(nominee.categoryId, existing.network, existing.id);
      const at = now();
      await db.transaction(async (tx) => {
        if (!(await repository.useToken(tx, tokenHash, at)))
          throw new HttpError(410, 'This link was already used.');
        await repository.updateVote(tx, existing.id, {
          nomineeId: link.nomineeId,
          status,
          reason,
          network: existing.network,
          at,
          confirmed: true,
        });
        await repository.audit(tx, {
          userId: null,
          label: 'guest voter',
          action: 'award_vote.confirm',
          voteId: existing.id,
          changes: {
            nominee: [existing.nomineeId, link.nomineeId],
            status: [existing.status, status],
          },
        });
      });
      return {
        ...resultOf(status, `Your vote for ${nominee.companyName} is confirmed.`),
        edition: nominee.edition,
        category: nominee.categoryName,
        nominee: nominee.companyName,
      };
    },

    async myVotes(edition: number, user: { email: string }) {
      if (!isAwardEdition(edition)) throw new HttpError(404, 'No such edition.');
      const rows = await repository.votesOf(edition, voterIdentity(user.email));
      return rows.map((row) => ({
        category_id: row.categoryId,
        nominee_id: row.nomineeId,
        status: row.status,
      }));
    },
  };
}

export type VotingService = ReturnType<typeof createVotingService>;
