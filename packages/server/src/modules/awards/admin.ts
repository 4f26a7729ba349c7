import escapeHtml from 'escape-html';
import type { AwardVoteRow, AwardsAdmin } from '@atlas/api/endpoints/awards-admin';
import { isAwardEdition, type AwardEdition } from '@atlas/api/options';
import type { AppDatabase } from '../../db/client';
import { refreshCompanies } from '../../db/company-search';
import type { Clock } from '../../plugins/clock';
import { HttpError } from '../../plugins/errors';
import type { NotificationService } from '../notifications/service';
import type { Realtime } from '../realtime/service';
import type { AwardsAdminRepository } from './admin-repository';
import { countEdition, storeScores } from './scoring';
import type { AwardsService } from './service';
import type { QuestionnaireService } from './questionnaire';

export interface StaffActor {
  userId: string | null;
  label: string;
}

type VoteRowOf = Awaited<ReturnType<AwardsAdminRepository['held']>>[number];

function voteRow(row: VoteRowOf): AwardVoteRow {
  return {
    id: row.id,
    category: row.category,
    nominee: row.nominee,
    status: row.status,
    reason: row.reason,
    network: row.network,
    created_at: row.createdAt.toISOString(),
  };
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * Staff's side of the awards (issue 20): the integrity report, held votes, jury scores and
 * publishing the winners — rows first (scores, winners, award_results, notifications), then the
 * live events once committed.
 */
export function createAwardsAdminService(options: {
  db: AppDatabase;
  repository: AwardsAdminRepository;
  awards: AwardsService;
  questionnaire: QuestionnaireService;
  notifications: NotificationService;
  realtime: Realtime;
  clock: Clock;
  brandName: string;
  onCompaniesChanged: () => void;
}) {
  const { db, repository, awards, clock } = options;

  function editionOf(year: number): AwardEdition {
    if (!isAwardEdition(year)) throw new HttpError(404, 'No such edition.');
    return year;
  }

  /** A category of an edition whose winners are not out yet (else a 404 or a 409). */
  async function openCategory(id: number) {
    const category = await repository.categoryRow(id);
    if (!category) throw new HttpError(404, 'No such category.');
    if (category.published)
      throw new HttpError(409, `The ${category.edition} winners are published already.`);
    return category;
  }

  return {
    async overview(year: number, day: string | undefined): Promise<AwardsAdmin> {
      const edition = editionOf(year);
      const summary = (await awards.editionSummary(edition)) ?? null;
      if (!summary) throw new HttpError(404, 'No such edition.');
      const dayText = day ?? clock.now().toISOString().slice(0, 10);
      const from = new Date(`${dayText}T00:00:00Z`);
      if (Number.isNaN(from.getTime())) throw new HttpError(400, 'day: must be a date');
      const to = new Date(from.getTime() + DAY);
      const [counts, networks, hours, held, discarded, applications, categoryList] =
        await Promise.all([
          repository.counts(edition),
          repository.byNetwork(edition, from, to),
          repository.byHour(edition, from, to),
          repository.held(edition),
          repository.discarded(edition, from, to),
          options.questionnaire.pending(edition),
          repository.categoryList(edition),
        ]);
      const totals = { pending: 0, counted: 0, held: 0, discarded: 0 };
      for (const row of networks) {
        totals.pending += row.pending;
        totals.counted += row.counted;
        totals.held += row.held;
        totals.discarded += row.discarded;
      }
      return {
        edition: summary,
        category_list: categoryList,
        applications,
        categories: counts.categories,
        nominees: counts.nominees,
        pending_applications: counts.pendingApplications,
        integrity: {
          day: dayText,
          totals,
          by_network: networks.slice(0, 50).map(({ total: _total, ...row }) => row),
          by_hour: hours,
          held: held.map(voteRow),
          discarded: discarded.map(voteRow),
        },
      };
    },

    async decideVote(
      id: number,
      decision: { decision: 'count' | 'discard'; reason: string },
      actor: StaffActor,
    ): Promise<AwardVoteRow> {
      const vote = await repository.voteRow(id);
      if (!vote) throw new HttpError(404, 'No such vote.');
      const status = decision.decision === 'count' ? 'counted' : 'discarded';
      const changed = await db.transaction((tx) =>
        repository.decideVote(tx, id, { status, reason: decision.reason, at: clock.now() }, actor),
      );
      if (!changed) throw new HttpError(409, 'Only a held vote can be counted or discarded.');
      return voteRow({ ...vote, status, reason: decision.reason });
    },

    async setJuryScore(nomineeId: number, juror: string, score: number) {
      const nominee = await repository.nomineeEdition(nomineeId);
      if (!nominee) throw new HttpError(404, 'No such nominee.');
      if (nominee.published) throw new HttpError(409, 'The winners are published already.');
      return {
        nominee_id: nomineeId,
        scores: await repository.setJuryScore(nomineeId, juror, score),
      };
    },

    async createCategory(
      year: number,
      body: { service_slug: string; region_slug: string | null; winner_slots: number },
      actor: StaffActor,
    ) {
      const edition = editionOf(year);
      const row = await repository.editionRow(edition);
      if (!row) throw new HttpError(404, 'No such edition.');
      if (row.published) throw new HttpError(409, `The ${edition} winners are published already.`);
      const service = await repository.service(body.service_slug);
      if (!service) throw new HttpError(404, 'No service has this slug.');
      const region = body.region_slug === null ? null : await repository.region(body.region_slug);
      if (body.region_slug !== null && !region)
        throw new HttpError(404, 'No region has this slug.');
      const created = await repository.insertCategory(
        {
          edition,
          slug: region ? `${service.slug}-${region.slug}` : service.slug,
          name: region ? `${service.name} in ${region.name}` : service.name,
          serviceId: service.id,
          regionId: region?.id ?? null,
          winnerSlots: body.winner_slots,
        },
        actor,
      );
      if (!created) throw new HttpError(409, 'The edition has this category already.');
      return created;
    },

    async updateEdition(
      year: number,
      body: { story: string; jury_weight: number; votes_weight: number; reviews_weight: number },
      actor: StaffActor,
    ) {
      const edition = editionOf(year);
      if (!(await repository.editionRow(edition))) throw new HttpError(404, 'No such edition.');
      const updated = await repository.updateEdition(
        edition,
        {
          story: body.story,
          juryWeight: body.jury_weight,
          votesWeight: body.votes_weight,
          reviewsWeight: body.reviews_weight,
        },
        actor,
      );
      if (!updated)
        throw new HttpError(
          409,
          `The ${edition} winners are published already: their weights stay as counted.`,
        );
      options.onCompaniesChanged();
      const summary = await awards.editionSummary(edition);
      if (!summary) throw new HttpError(404, 'No such edition.');
      return summary;
    },

    async setWinnerSlots(id: number, winnerSlots: number, actor: StaffActor) {
      const category = await openCategory(id);
      await repository.setWinnerSlots(id, winnerSlots, actor);
      const updated = (await repository.categoryList(category.edition)).find(
        (row) => row.id === id,
      );
      if (!updated) throw new HttpError(404, 'No such category.');
      return updated;
    },

    async deleteCategory(id: number, actor: StaffActor) {
      await openCategory(id);
      const { removed } = await repository.remove({ categoryId: id }, actor);
      if (!removed)
        throw new HttpError(409, 'People voted in this category: its votes are kept, so it stays.');
      options.onCompaniesChanged();
      return { id };
    },

    async deleteNominee(id: number, actor: StaffActor) {
      const nominee = await repository.nomineeEdition(id);
      if (!nominee) throw new HttpError(404, 'No such nominee.');
      if (nominee.published) throw new HttpError(409, 'The winners are published already.');
      const { removed } = await repository.remove({ nomineeId: id }, actor);
      if (!removed)
        throw new HttpError(409, 'People voted for this nominee: its votes are kept, so it stays.');
      options.onCompaniesChanged();
      return { id };
    },

    async nominateFromRanking(categoryId: number, count: number) {
      const category = await repository.categoryRow(categoryId);
      if (!category) throw new HttpError(404, 'No such category.');
      if (category.published)
        throw new HttpError(409, `The ${category.edition} winners are published already.`);
      const added = await db.transaction(async (tx) => {
        const ids = await repository.nominateTopRanked(tx, category, count);
        await refreshCompanies(tx, ids);
        return ids.length;
      });
      if (added > 0) options.onCompaniesChanged();
      return { added };
    },

    async publish(year: number, actor: StaffActor) {
      const edition = editionOf(year);
      const summary = await awards.editionSummary(edition);
      if (!summary) throw new HttpError(404, 'No such edition.');
      if (summary.phase === 'winners')
        throw new HttpError(409, `The ${edition} winners are published already.`);
      if (summary.phase === 'voting')
        throw new HttpError(409, `Voting in the ${edition} awards is still open.`);
      const batch = options.realtime.batch();
      const at = clock.now();
      const result = await db.transaction(async (tx) => {
        const counts = await countEdition(tx, edition);
        await storeScores(tx, counts);
        await repository.markWinners(tx, edition, at);
        const winners = await repository.winners(tx, edition);
        await refreshCompanies(tx, await repository.nomineeCompanies(tx, edition));
        const members = await repository.membersOf(tx, [
          ...new Set(winners.map((winner) => winner.companyId)),
        ]);
        let notified = 0;
        for (const member of members) {
          const won = winners.filter((winner) => winner.companyId === member.companyId);
          const first = won[0];
          if (!first) continue;
          const sent = await options.notifications.notify(tx, batch, {
            userId: member.userId,
            type: 'awards',
            message: `<strong>${escapeHtml(first.companyName)}</strong> won ${escapeHtml(won.map((w) => w.category).join(', '))} in the ${escapeHtml(options.brandName)} Awards ${edition}!`,
            resourceId: String(edition),
          });
          if (sent) notified++;
        }
        await repository.auditPublish(tx, edition, actor, {
          winners: winners.length,
          categories: counts.length,
        });
        return { edition, winners: winners.length, notified };
      });
      options.onCompaniesChanged();
      await batch.publish();
      return result;
    },
  };
}

export type AwardsAdminService = ReturnType<typeof createAwardsAdminService>;
