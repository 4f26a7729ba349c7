/**
 * How a project reads: its brief with the names and the signed-in links of its files, the matches
 * the buyer is shown (the shortlist, the released, and the next best when too few answered in
 * time) with their quotes, and staff's row. Beside them the rules those views rest on: which
 * services a brief wants, which further matches are offered, and whose project it is.
 */
import {
  VALET_ANSWER_MINUTES,
  VALET_PROMISED_ANSWERS,
  VALET_SHORTLIST_SIZE,
  type ValetBrief,
  type ValetFileLink,
  type ValetMatch,
  type ValetProject,
  type ValetQuote,
  ProjectStartSchema,
  type ProjectStart,
} from '@atlas/api/valet';
import type { ValetProjectRow as StaffRow } from '@atlas/api/endpoints/valet-admin';
import { ProjectStageSchema, type ProjectStage } from '@atlas/api/options';
import { HttpError } from '../../plugins/errors';
import { publicFileUrl } from '../companies/service';
import { budgetOf, iso } from './format';
import type { MatchWithCompany, ValetMatchRow, ValetProjectRow } from './repository';
import type { ValetServiceOptions } from './service';

export const MINUTE_MS = 60_000;

/** Where a project's files are read, signed in (never the public /uploads). */
export const VALET_FILES_PATH = '/valet/files';

export const NO_SUCH_PROJECT = 'id: there is no such project';

const projectStartOf = (value: string): ProjectStart =>
  ProjectStartSchema.safeParse(value).data ?? 'not-sure';
const projectStageOf = (value: string): ProjectStage =>
  ProjectStageSchema.safeParse(value).data ?? 'planning';

/** Whether the company answered within the promised hour of its release. */
function answeredInTime(match: { releasedAt: Date | null; firstAnswerAt: Date | null }): boolean {
  if (!match.releasedAt || !match.firstAnswerAt) return false;
  return (
    match.firstAnswerAt.getTime() - match.releasedAt.getTime() <= VALET_ANSWER_MINUTES * MINUTE_MS
  );
}

/**
 * The next best companies the buyer may release too: offered when the promised hour since the
 * first release has passed and fewer than VALET_PROMISED_ANSWERS released companies answered
 * within their hour.
 */
export function moreMatchesOf<
  M extends { shortlisted: boolean; releasedAt: Date | null; firstAnswerAt: Date | null },
>(
  project: Pick<ValetProjectRow, 'releasedAt' | 'completedAt' | 'hiredAt'>,
  matches: readonly M[],
  now: Date,
) {
  if (!project.releasedAt || project.completedAt || project.hiredAt) return [];
  if (now.getTime() - project.releasedAt.getTime() < VALET_ANSWER_MINUTES * MINUTE_MS) return [];
  const inTime = matches.filter(answeredInTime).length;
  if (inTime >= VALET_PROMISED_ANSWERS) return [];
  return matches
    .filter((match) => !match.shortlisted && !match.releasedAt)
    .slice(0, VALET_SHORTLIST_SIZE);
}

/** The wanted services: a parent whose children were chosen counts through them. */
export function wantedServices(chosen: readonly { id: number; parentId: number | null }[]) {
  const parentsWithChildren = new Set(
    chosen.map((service) => service.parentId).filter((id): id is number => id !== null),
  );
  return chosen.filter((service) => !parentsWithChildren.has(service.id)).map((s) => s.id);
}

export function createProjectViews(options: Pick<ValetServiceOptions, 'repository' | 'now'>) {
  const { repository, now } = options;

  async function fileLinks(paths: readonly string[]): Promise<Map<string, ValetFileLink>> {
    const rows = await repository.uploads(paths);
    return new Map(
      rows.map((row) => [
        row.path,
        { path: row.path, name: row.name, url: `/api${VALET_FILES_PATH}/${row.path}` },
      ]),
    );
  }

  async function briefOf(project: ValetProjectRow): Promise<ValetBrief> {
    const [serviceNames, focusNames, countryNames, cityNames, files] = await Promise.all([
      repository.serviceNames(project.serviceIds),
      repository.focusNames(project.focusIds),
      repository.countryNames(project.countryIds),
      repository.cityNames(project.cityIds),
      fileLinks([
        ...project.files,
        ...(project.voiceRecordingPath ? [project.voiceRecordingPath] : []),
      ]),
    ]);
    const named = (ids: readonly number[], names: Map<number, string>) =>
      ids.map((id) => ({ id, name: names.get(id) ?? '' }));
    return {
      title: project.title,
      description: project.description,
      services: named(project.serviceIds, serviceNames),
      focuses: named(project.focusIds, focusNames),
      countries: named(project.countryIds, countryNames),
      cities: named(project.cityIds, cityNames),
      project_start: projectStartOf(project.projectStart),
      project_stage: projectStageOf(project.projectStage),
      budget: budgetOf(project),
      files: project.files.flatMap((path) => {
        const link = files.get(path);
        return link ? [link] : [];
      }),
      voice_recording: project.voiceRecordingPath
        ? (files.get(project.voiceRecordingPath) ?? null)
        : null,
    };
  }

  async function quoteOf(match: QuoteFields): Promise<ValetQuote | null> {
    if (match.quoteAmount === null || !match.quotedAt) return null;
    const attachment = match.quoteAttachmentPath
      ? ((await fileLinks([match.quoteAttachmentPath])).get(match.quoteAttachmentPath) ?? null)
      : null;
    return {
      amount: match.quoteAmount,
      timeline: match.quoteTimeline ?? '',
      message: match.quoteMessage ?? '',
      attachment,
      quoted_at: match.quotedAt.toISOString(),
    };
  }

  async function toMatch(
    match: MatchWithCompany,
    medians: Map<number, number>,
    wanted: readonly { id: number; name: string }[],
  ): Promise<ValetMatch> {
    const offered = new Set(match.company.serviceIds);
    return {
      company: {
        id: match.companyId,
        slug: match.company.slug,
        name: match.company.name,
        logo: publicFileUrl(match.company.logoPath),
        rating: match.company.rating === null ? null : Math.round(match.company.rating * 10) / 10,
        review_count: match.company.reviewCount,
        verified: match.company.verified,
        median_reply_minutes: medians.get(match.companyId) ?? null,
        location: match.company.location,
      },
      covers: wanted.filter((service) => offered.has(service.id)),
      score: match.score,
      reasons: match.reasons,
      status: match.status,
      released: match.releasedAt !== null,
      released_at: iso(match.releasedAt),
      answered_at: iso(match.firstAnswerAt),
      decline_reason: match.declineReason,
      quote: await quoteOf(match),
      buyer_decision: match.buyerDecision,
      buyer_decision_reason: match.buyerDecisionReason,
      conversation_id: match.conversationId,
    };
  }

  /** The brief's services a company may cover: a parent with chosen children counts through them. */
  async function wantedOf(project: ValetProjectRow, brief: ValetBrief) {
    const ids = new Set(wantedServices(await repository.services(project.serviceIds)));
    return brief.services.filter((service) => ids.has(service.id));
  }

  async function projectView(project: ValetProjectRow): Promise<ValetProject> {
    const matches = await repository.matches(project.id);
    const shown = matches.filter((match) => match.shortlisted || match.releasedAt);
    const more = moreMatchesOf(project, matches, now());
    const medians = await repository.medianReplyMinutes(
      [...shown, ...more].map((match) => match.companyId),
    );
    const brief = await briefOf(project);
    const wanted = await wantedOf(project, brief);
    return {
      id: project.id,
      status: project.status,
      title: project.title,
      brief,
      email: project.email,
      email_verified: project.emailVerifiedAt !== null,
      shortlist: await Promise.all(shown.map((match) => toMatch(match, medians, wanted))),
      more_matches: await Promise.all(more.map((match) => toMatch(match, medians, wanted))),
      created_at: project.createdAt.toISOString(),
      released_at: iso(project.releasedAt),
      answers_due_at: project.releasedAt
        ? new Date(project.releasedAt.getTime() + VALET_ANSWER_MINUTES * MINUTE_MS).toISOString()
        : null,
      hired_company_id: project.hiredCompanyId,
      hired_at: iso(project.hiredAt),
      completed_at: iso(project.completedAt),
    };
  }

  /** The project of `userId`, or the 404 everyone else gets. */
  async function ownProject(userId: string, id: string): Promise<ValetProjectRow> {
    const project = await repository.project(id);
    if (!project || project.userId !== userId) throw new HttpError(404, NO_SUCH_PROJECT);
    return project;
  }

  /** A project as staff list it: its shortlisted and released matches. */
  async function staffRow(
    project: ValetProjectRow,
    matches: MatchWithCompany[],
  ): Promise<StaffRow> {
    const medians = await repository.medianReplyMinutes(matches.map((item) => item.companyId));
    const shown = matches.filter((item) => item.shortlisted || item.releasedAt);
    const wanted = await wantedOf(project, await briefOf(project));
    return {
      id: project.id,
      status: project.status,
      title: project.title,
      name: project.name,
      email: project.email,
      email_verified: project.emailVerifiedAt !== null,
      created_at: project.createdAt.toISOString(),
      released_at: iso(project.releasedAt),
      shortlist: await Promise.all(shown.map((item) => toMatch(item, medians, wanted))),
    };
  }

  return {
    briefOf,
    quoteOf,
    projectView,
    ownProject,
    staffRow,
    async get(userId: string, id: string): Promise<ValetProject> {
      return projectView(await ownProject(userId, id));
    },
  };
}

export type ProjectViews = ReturnType<typeof createProjectViews>;

type QuoteFields = Pick<
  ValetMatchRow,
  'quoteAmount' | 'quoteTimeline' | 'quoteMessage' | 'quoteAttachmentPath' | 'quotedAt'
>;
