/**
 * How a released project reads to a company: its list of requests, and one request with the
 * brief, the company's answer and quote, and the buyer's contact once the company accepted
 * (buyer-pseudonyms.ts).
 */
import type { ValetContact, ValetRequest, ValetRequestSummary } from '@atlas/api/valet';
import { HttpError } from '../../plugins/errors';
import { contactReleased } from '../conversations/buyer-pseudonyms';
import { budgetOf, iso } from './format';
import { MINUTE_MS, NO_SUCH_PROJECT, type ProjectViews } from './project-view';
import type { ValetMatchRow, ValetProjectRow } from './repository';
import type { ValetServiceOptions } from './service';

export function createRequestViews(
  options: Pick<ValetServiceOptions, 'repository' | 'now'> & { views: ProjectViews },
) {
  const { repository, now, views } = options;

  function contactOf(project: ValetProjectRow, location: string | null): ValetContact {
    return {
      name: project.name,
      email: project.email,
      phone: project.phone,
      website: project.website,
      role: project.role,
      location,
    };
  }

  function requestSummary(row: {
    match: ValetMatchRow;
    project: ValetProjectRow;
  }): ValetRequestSummary {
    const released = row.match.releasedAt ?? row.project.createdAt;
    const until = row.match.firstAnswerAt ?? now();
    return {
      id: row.project.id,
      title: row.project.title,
      status: row.match.status,
      project_status: row.project.status,
      released_at: released.toISOString(),
      answered_at: iso(row.match.firstAnswerAt),
      waiting_minutes: Math.max(0, Math.floor((until.getTime() - released.getTime()) / MINUTE_MS)),
      budget: budgetOf(row.project),
      conversation_id: row.match.conversationId,
      buyer_decision: row.match.buyerDecision,
      buyer_decision_reason: row.match.buyerDecisionReason,
    };
  }

  async function requestView(companyId: number, projectId: string): Promise<ValetRequest> {
    const row = await repository.requestOf(companyId, projectId);
    if (!row) throw new HttpError(404, NO_SUCH_PROJECT);
    const { match: m, project } = row;
    const accepted = contactReleased(m.status);
    let location: string | null = null;
    if (accepted) {
      if (project.companyCityId !== null)
        location =
          (await repository.cityNames([project.companyCityId])).get(project.companyCityId) ?? null;
      else if (project.companyCountryId !== null)
        location =
          (await repository.countryNames([project.companyCountryId])).get(
            project.companyCountryId,
          ) ?? null;
    }
    return {
      ...requestSummary(row),
      brief: await views.briefOf(project),
      contact: accepted ? contactOf(project, location) : null,
      decline_reason: m.declineReason,
      quote: await views.quoteOf(m),
      reasons: m.reasons,
    };
  }

  return {
    async requests(companyId: number): Promise<ValetRequestSummary[]> {
      const rows = await repository.requestsOf(companyId);
      return rows.map((row) => requestSummary(row));
    },

    request: requestView,
  };
}
