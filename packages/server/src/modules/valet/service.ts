import escapeHtml from 'escape-html';
import {
  VALET_ANSWER_MINUTES,
  VALET_LINK_DAYS,
  VALET_PROMISED_ANSWERS,
  VALET_SHORTLIST_SIZE,
  type ValetBrief,
  type ValetContact,
  type ValetFileLink,
  type ValetMatch,
  type ValetProject,
  type ValetQuote,
  type ValetRequest,
  type ValetRequestSummary,
  type ValetSubmission,
} from '@atlas/api/valet';
import type { ValetProjectRow as StaffRow } from '@atlas/api/endpoints/valet-admin';
import { ProjectStageSchema, type ProjectStage } from '@atlas/api/options';
import { ProjectStartSchema, type ProjectStart } from '@atlas/api/valet';
import type { AppDatabase } from '../../db/client';
import type { MailQueue } from '../../mail/queue';
import { fieldError, HttpError } from '../../plugins/errors';
import { hashSecret, newSecret } from '../auth/secrets';
import { publicFileUrl } from '../companies/service';
import { plainText } from '../company-submissions/text';
import { ANONYMOUS_BUYER, contactReleased } from '../conversations/buyer-pseudonyms';
import { createConversationRepository } from '../conversations/repository';
import type { NotificationService } from '../notifications/service';
import type { EventBatch, Realtime } from '../realtime/service';
import { projectLinkMail, projectReleasedMail, type MailSite } from './mail';
import { createValetDecisions } from './decisions';
import { createProjectMessenger } from './messenger';
import { rankMatches, type MatchBrief, type MatchResult } from './matching';
import type {
  MatchWithCompany,
  ValetMatchRow,
  ValetProjectRow,
  ValetRepository,
} from './repository';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** How many of the next best matches are kept beside the shortlist (offered when too few answer). */
const KEPT_MATCHES = 15;

/** Where a project's files are read, signed in (never the public /uploads). */
export const VALET_FILES_PATH = '/valet/files';

export const NO_SUCH_PROJECT = 'id: there is no such project';

export interface Actor {
  userId: string | null;
  label: string;
}

export interface ValetServiceOptions {
  db: AppDatabase;
  repository: ValetRepository;
  realtime: Realtime;
  notifications: NotificationService;
  mailQueue: MailQueue;
  site: MailSite;
  now: () => Date;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const usd = new Intl.NumberFormat('en-US');
const budgetText = (project: ValetProjectRow) =>
  project.budgetMin === null || project.budgetMax === null
    ? 'open'
    : `$${usd.format(project.budgetMin)} – $${usd.format(project.budgetMax)}`;
const excerpt = (text: string, length = 300) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
};
const projectStartOf = (value: string): ProjectStart =>
  ProjectStartSchema.safeParse(value).data ?? 'not-sure';
const projectStageOf = (value: string): ProjectStage =>
  ProjectStageSchema.safeParse(value).data ?? 'planning';

/** A field at fault, as every 400 names it. */
export { fieldError };

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

export function createValetService(options: ValetServiceOptions) {
  const { db, repository, realtime, notifications, mailQueue, site, now } = options;
  const conversations = createConversationRepository(db);
  const messenger = createProjectMessenger({ db, repository, notifications, site, now });
  const { postMessage, announce, answerMailFor } = messenger;

  function matchBriefOf(project: BriefFields, wanted: readonly number[]): MatchBrief {
    return {
      serviceIds: wanted,
      focusIds: project.focusIds,
      countryIds: project.countryIds,
      cityIds: project.cityIds,
      budget:
        project.budgetMin === null || project.budgetMax === null
          ? null
          : { min: project.budgetMin, max: project.budgetMax },
    };
  }

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
      budget:
        project.budgetMin === null || project.budgetMax === null
          ? null
          : { min: project.budgetMin, max: project.budgetMax },
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

  /** Scores candidates for a project: answers the engine's results, best first. */
  async function match(project: BriefFields, wanted: readonly number[], ids?: readonly number[]) {
    const candidates = await repository.candidates(
      ids
        ? { ids }
        : { serviceIds: wanted, countryIds: project.countryIds, cityIds: project.cityIds },
    );
    const brief = matchBriefOf(project, wanted);
    if (!ids) return rankMatches(brief, candidates);
    // Staff's picks keep staff's order, each scored and explained all the same.
    const ranked = new Map(
      rankMatches(brief, candidates).map((result) => [result.companyId, result]),
    );
    return ids.map(
      (id): MatchResult => ranked.get(id) ?? { companyId: id, score: 0, reasons: [], factors: [] },
    );
  }

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

  // ---------------------------------------------------------------------------------------------
  // The company's side.

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
      budget:
        row.project.budgetMin === null || row.project.budgetMax === null
          ? null
          : { min: row.project.budgetMin, max: row.project.budgetMax },
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
      brief: await briefOf(project),
      contact: accepted ? contactOf(project, location) : null,
      decline_reason: m.declineReason,
      quote: await quoteOf(m),
      reasons: m.reasons,
    };
  }

  /**
   * Runs a company's answer to a project in one transaction: the project and the company's
   * match locked, `change` deciding, the buyer told live after the commit. The first answer of
   * any kind is the reply time.
   */
  async function answer(
    company: { id: number; name: string },
    member: { id: string; name: string },
    projectId: string,
    change: (
      tx: AppDatabase,
      batch: EventBatch,
      context: {
        project: ValetProjectRow;
        match: NonNullable<Awaited<ReturnType<ValetRepository['lockMatch']>>>;
        at: Date;
      },
    ) => Promise<boolean>,
  ): Promise<ValetRequest> {
    const batch = realtime.batch();
    await db.transaction(async (tx) => {
      const project = await repository.lockProject(tx, projectId);
      const m = project ? await repository.lockMatch(tx, projectId, company.id) : null;
      if (!project || !m || !m.releasedAt) throw new HttpError(404, NO_SUCH_PROJECT);
      if (project.status === 'completed')
        throw new HttpError(409, 'The buyer marked this project done.');
      if (project.status === 'hired')
        throw new HttpError(
          409,
          project.hiredCompanyId === company.id
            ? 'The buyer accepted your quote: go on in the conversation.'
            : 'The buyer hired another company for this project.',
        );
      const at = now();
      const changed = await change(tx, batch, { project, match: m, at });
      if (!changed) return;
      if (!m.firstAnswerAt)
        await repository.updateMatch(tx, projectId, company.id, { firstAnswerAt: at });
      if (project.userId) await announce(tx, batch, [project.userId], projectId);
      const colleagues = (await repository.members(tx, company.id)).map((person) => person.id);
      await announce(
        tx,
        batch,
        colleagues.filter((id) => id !== member.id),
        projectId,
      );
    });
    await batch.publish();
    mailQueue.kick();
    return requestView(company.id, projectId);
  }

  return {
    projectView,
    briefOf,
    ...createValetDecisions({
      db,
      repository,
      realtime,
      mailQueue,
      messenger,
      site,
      now,
      projectView,
    }),

    /** Whether `ids` are known services, focuses and places; answers the chosen services. */
    async checkOptions(body: ValetSubmission) {
      const chosen = await repository.services(body.services);
      const known = new Set(chosen.map((service) => service.id));
      const unknown = body.services.filter((id) => !known.has(id));
      if (unknown.length > 0) throw fieldError('services', 'pick services from the list');
      const [focusNames, countryNames, cityNames] = await Promise.all([
        repository.focusNames(body.focuses),
        repository.countryNames([
          ...body.countries,
          ...(body.company_country === undefined ? [] : [body.company_country]),
        ]),
        repository.cityNames([
          ...body.cities,
          ...(body.company_city === undefined ? [] : [body.company_city]),
        ]),
      ]);
      if (body.focuses.some((id) => !focusNames.has(id)))
        throw fieldError('focuses', 'pick focuses from the list');
      if (body.countries.some((id) => !countryNames.has(id)))
        throw fieldError('countries', 'pick countries from the list');
      if (body.cities.some((id) => !cityNames.has(id)))
        throw fieldError('cities', 'pick cities from the list');
      if (body.company_country !== undefined && !countryNames.has(body.company_country))
        throw fieldError('company_country', 'pick your country from the list');
      if (body.company_city !== undefined && !cityNames.has(body.company_city))
        throw fieldError('company_city', 'pick your city from the list');
      const paths = [
        ...body.files,
        ...(body.voice_recording_path ? [body.voice_recording_path] : []),
      ];
      const uploads = new Map((await repository.uploads(paths)).map((row) => [row.path, row]));
      for (const path of body.files)
        if (uploads.get(path)?.kind !== 'file')
          throw fieldError('files', 'attach files through the upload first');
      if (body.voice_recording_path && uploads.get(body.voice_recording_path)?.kind !== 'voice')
        throw fieldError('voice_recording_path', 'record the voice note through the upload first');
      return wantedServices(chosen);
    },

    /**
     * Stores a submitted project with its matches and e-mails the buyer the project link.
     * Answers the new project's id, or null when a concurrent twin with the key won.
     */
    async submit(input: {
      body: ValetSubmission;
      wanted: readonly number[];
      user: { id: string; email: string; emailVerifiedAt: Date | null } | null;
      ip: string;
      requestHash: string;
      /**
       * The captcha check. It runs in the transaction, after the project row is written: a
       * concurrent twin with the same key (a double click, carrying the same one-time captcha)
       * waits on that row, then finds the project instead of a spent captcha.
       */
      verifyCaptcha: () => Promise<void>;
    }): Promise<string | null> {
      const { body, user } = input;
      const at = now();
      const owner =
        user && user.emailVerifiedAt && user.email.toLowerCase() === body.email.toLowerCase()
          ? user
          : null;
      const token = newSecret();
      const values = {
        status: owner ? ('shortlisted' as const) : ('awaiting_verification' as const),
        userId: owner?.id ?? null,
        submittedBy: user?.id ?? null,
        title: plainText(body.title),
        description: plainText(body.project_description),
        originalDescription: plainText(body.original_project_description),
        name: plainText(body.name),
        email: body.email,
        website: body.website,
        phone: body.phone,
        role: plainText(body.role),
        companyCountryId: body.company_country ?? null,
        companyCityId: body.company_city ?? null,
        serviceIds: body.services,
        focusIds: body.focuses,
        countryIds: body.countries,
        cityIds: body.cities,
        projectStart: body.project_start,
        projectStage: body.project_stage,
        budgetMin: body.project_budget?.min ?? null,
        budgetMax: body.project_budget?.max ?? null,
        voiceRecordingPath: body.voice_recording_path,
        files: body.files,
        miscMeta: body.misc_meta,
        tokenHash: hashSecret(token),
        tokenExpiresAt: new Date(at.getTime() + VALET_LINK_DAYS * DAY_MS),
        emailVerifiedAt: owner ? at : null,
        idempotencyKey: body.idempotency_key,
        requestHash: input.requestHash,
        ip: input.ip,
        createdAt: at,
      } satisfies Parameters<ValetRepository['createProject']>[0];
      const results = (await match(values, input.wanted)).slice(0, KEPT_MATCHES);
      const id = await repository.createProject(
        values,
        (projectId) =>
          results.map((result, index) => ({
            projectId,
            companyId: result.companyId,
            rank: index + 1,
            score: result.score,
            reasons: result.reasons,
            shortlisted: index < VALET_SHORTLIST_SIZE,
            source: 'engine',
            status: 'shortlisted' as const,
          })),
        async (tx) => {
          await input.verifyCaptcha();
          await mailQueue.enqueue(
            tx,
            'valet_project_link',
            projectLinkMail(site, {
              to: body.email,
              name: values.name,
              title: values.title,
              token,
              shortlisted: Math.min(results.length, VALET_SHORTLIST_SIZE),
            }),
          );
        },
      );
      if (id) mailQueue.kick();
      return id;
    },

    /** The project of an e-mailed link: null for an unknown one, 'expired' for an old one. */
    async projectOfLink(token: string): Promise<ValetProjectRow | 'expired' | null> {
      const project = await repository.projectByTokenHash(hashSecret(token));
      if (!project) return null;
      if (project.tokenExpiresAt.getTime() <= now().getTime()) return 'expired';
      return project;
    },

    /** Binds a project to the account of its (now proved) address. */
    async bind(project: ValetProjectRow, userId: string): Promise<ValetProjectRow> {
      await db.transaction(async (tx) => {
        const locked = await repository.lockProject(tx, project.id);
        if (!locked) throw new HttpError(404, NO_SUCH_PROJECT);
        await repository.updateProject(tx, project.id, {
          userId,
          emailVerifiedAt: locked.emailVerifiedAt ?? now(),
          status: locked.status === 'awaiting_verification' ? 'shortlisted' : locked.status,
        });
      });
      const bound = await repository.project(project.id);
      if (!bound) throw new HttpError(404, NO_SUCH_PROJECT);
      return bound;
    },

    async get(userId: string, id: string): Promise<ValetProject> {
      return projectView(await ownProject(userId, id));
    },

    /**
     * Sends the brief to chosen companies: per company, a conversation between the buyer and
     * its members opened with the brief, a valet_request notification and an e-mail to each.
     */
    async release(
      buyer: { id: string; name: string },
      id: string,
      companyIds: readonly number[],
    ): Promise<{ project: ValetProject; released: number }> {
      await ownProject(buyer.id, id);
      const batch = realtime.batch();
      let released = 0;
      await db.transaction(async (tx) => {
        const project = await repository.lockProject(tx, id);
        if (!project || project.userId !== buyer.id) throw new HttpError(404, NO_SUCH_PROJECT);
        if (!project.emailVerifiedAt || project.status === 'awaiting_verification')
          throw new HttpError(
            409,
            'Open the link we e-mailed you first: it confirms your address.',
          );
        if (project.status === 'completed')
          throw new HttpError(409, 'You marked this project done.');
        if (project.status === 'hired')
          throw new HttpError(409, 'You hired a company for this project.');
        const matches = await repository.matches(id, tx);
        const at = now();
        const offered = new Set(
          [
            ...matches.filter((item) => item.shortlisted || item.releasedAt),
            ...moreMatchesOf(project, matches, at),
          ].map((item) => item.companyId),
        );
        const unknown = companyIds.filter((companyId) => !offered.has(companyId));
        if (unknown.length > 0)
          throw fieldError('company_ids', 'pick companies from your shortlist');
        const title = project.title;
        for (const companyId of new Set(companyIds)) {
          const item = matches.find((candidate) => candidate.companyId === companyId);
          if (!item || item.releasedAt) continue;
          const members = (await repository.members(tx, companyId)).filter(
            (person) => person.id !== buyer.id,
          );
          const participantIds = [buyer.id, ...members.map((person) => person.id)];
          const conversationId = await conversations.create(tx, {
            subject: `${title} — ${item.company.name}`,
            companyId,
            contactRequestId: null,
            participantIds,
            now: at,
            // The company knows the project, not who the buyer is (see buyer-pseudonyms.ts).
            displayNames: { [buyer.id]: ANONYMOUS_BUYER },
          });
          // The match names the conversation before its first message: what the company's
          // people are sent of it hides the buyer from the start.
          await repository.updateMatch(tx, id, companyId, {
            releasedAt: at,
            status: 'released',
            conversationId,
          });
          await postMessage(tx, batch, {
            conversationId,
            senderId: buyer.id,
            text: `${title}\n\n${excerpt(project.description)}`,
            notify: members.map((person) => person.id),
            type: 'valet_request',
            html: `<strong>${ANONYMOUS_BUYER}</strong> sent ${escapeHtml(item.company.name)} a project: ${escapeHtml(title)}`,
            mailFor: (userId) => {
              const person = members.find((member) => member.id === userId);
              return person
                ? {
                    kind: 'valet_request',
                    message: projectReleasedMail(site, {
                      to: person.email,
                      name: person.name,
                      companyName: item.company.name,
                      companySlug: item.company.slug,
                      projectId: id,
                      title,
                      budget: budgetText(project),
                    }),
                  }
                : undefined;
            },
          });
          await announce(
            tx,
            batch,
            members.map((person) => person.id),
            id,
          );
          released += 1;
        }
        if (released > 0)
          await repository.updateProject(tx, id, {
            status: 'released',
            releasedAt: project.releasedAt ?? at,
          });
      });
      await batch.publish();
      if (released > 0) mailQueue.kick();
      return { project: await projectView(await ownProject(buyer.id, id)), released };
    },

    /** The buyer marks the project done: the released companies' people are told. */
    async complete(buyer: { id: string; name: string }, id: string): Promise<ValetProject> {
      await ownProject(buyer.id, id);
      const batch = realtime.batch();
      await db.transaction(async (tx) => {
        const project = await repository.lockProject(tx, id);
        if (!project || project.userId !== buyer.id) throw new HttpError(404, NO_SUCH_PROJECT);
        if (project.status === 'completed') return;
        if (!project.releasedAt)
          throw new HttpError(409, 'Send the brief to a company before you mark the project done.');
        await repository.updateProject(tx, id, { status: 'completed', completedAt: now() });
        const released = (await repository.matches(id, tx)).filter((item) => item.releasedAt);
        const members = await repository.memberIdsOf(
          tx,
          released.map((item) => item.companyId),
        );
        for (const member of members) {
          const company = released.find((item) => item.companyId === member.companyId);
          await notifications.notify(tx, batch, {
            userId: member.userId,
            type: 'valet_completed',
            message: `<strong>${ANONYMOUS_BUYER}</strong> marked the project ${escapeHtml(project.title)} done${company ? ` (sent to ${escapeHtml(company.company.name)})` : ''}.`,
            resourceId: id,
          });
        }
        await announce(
          tx,
          batch,
          members.map((member) => member.userId),
          id,
        );
      });
      await batch.publish();
      return projectView(await ownProject(buyer.id, id));
    },

    // The company's side.

    async requests(companyId: number): Promise<ValetRequestSummary[]> {
      const rows = await repository.requestsOf(companyId);
      return rows.map((row) => requestSummary(row));
    },

    request: requestView,

    async accept(
      company: { id: number; name: string },
      member: { id: string; name: string },
      projectId: string,
    ) {
      return answer(company, member, projectId, async (tx, batch, { project, match: m, at }) => {
        if (m.status === 'declined')
          throw new HttpError(409, 'Your company declined this project.');
        if (m.status === 'accepted' || m.status === 'quoted') return false;
        await repository.updateMatch(tx, projectId, company.id, {
          status: 'accepted',
          acceptedAt: at,
        });
        // Accepted: the company's people see the contact the buyer gave (buyer-pseudonyms.ts).
        if (m.conversationId && project.userId)
          await postMessage(tx, batch, {
            conversationId: m.conversationId,
            senderId: member.id,
            text: `${company.name} accepted your project. We will be in touch shortly.`,
            notify: [project.userId],
            type: 'valet_request_accepted',
            html: `<strong>${escapeHtml(company.name)}</strong> accepted your project ${escapeHtml(project.title)}`,
            mailFor: answerMailFor(project, company.name, { kind: 'accepted' }),
          });
        return true;
      });
    },

    async decline(
      company: { id: number; name: string },
      member: { id: string; name: string },
      projectId: string,
      reason: string,
    ) {
      const text = plainText(reason);
      if (text.length < 3) throw fieldError('reason', 'tell the buyer why');
      return answer(company, member, projectId, async (tx, batch, { project, match: m, at }) => {
        if (m.status === 'declined') return false;
        if (m.status === 'quoted')
          throw new HttpError(409, 'Your company sent a quote for this project already.');
        await repository.updateMatch(tx, projectId, company.id, {
          status: 'declined',
          declinedAt: at,
          declineReason: text,
        });
        if (m.conversationId && project.userId)
          await postMessage(tx, batch, {
            conversationId: m.conversationId,
            senderId: member.id,
            text: `${company.name} declined your project: ${text}`,
            notify: [project.userId],
            type: 'valet_inquiry',
            html: `<strong>${escapeHtml(company.name)}</strong> declined your project: ${escapeHtml(excerpt(text, 120))}`,
            mailFor: answerMailFor(project, company.name, { kind: 'declined', reason: text }),
          });
        return true;
      });
    },

    async question(
      company: { id: number; name: string },
      member: { id: string; name: string },
      projectId: string,
      question: string,
    ) {
      const text = plainText(question);
      if (text.length < 2) throw fieldError('text', 'write your question');
      return answer(company, member, projectId, async (tx, batch, { project, match: m }) => {
        if (m.status === 'declined')
          throw new HttpError(409, 'Your company declined this project.');
        if (m.conversationId && project.userId)
          await postMessage(tx, batch, {
            conversationId: m.conversationId,
            senderId: member.id,
            text,
            notify: [project.userId],
            type: 'valet_inquiry',
            html: `<strong>${escapeHtml(company.name)}</strong> asks about ${escapeHtml(project.title)}: ${escapeHtml(excerpt(text, 120))}`,
            mailFor: answerMailFor(project, company.name, { kind: 'question', text }),
          });
        return true;
      });
    },

    async quote(
      company: { id: number; name: string },
      member: { id: string; name: string },
      projectId: string,
      quote: {
        amount: number;
        timeline: string;
        message: string;
        attachmentPath: string | null;
        idempotencyKey: string;
      },
    ) {
      const timeline = plainText(quote.timeline);
      const message = plainText(quote.message);
      if (timeline.length < 2) throw fieldError('timeline', 'say how long it takes');
      if (message.length < 10) throw fieldError('message', 'write at least 10 characters');
      if (quote.attachmentPath) {
        const [upload] = await repository.uploads([quote.attachmentPath]);
        if (!upload)
          throw fieldError('attachment_path', 'attach the file through the upload first');
      }
      return answer(company, member, projectId, async (tx, batch, { project, match: m, at }) => {
        if (m.status === 'declined')
          throw new HttpError(409, 'Your company declined this project.');
        if (m.quoteIdempotencyKey === quote.idempotencyKey) return false;
        await repository.updateMatch(tx, projectId, company.id, {
          status: 'quoted',
          acceptedAt: m.acceptedAt ?? at,
          quoteAmount: quote.amount,
          quoteTimeline: timeline,
          quoteMessage: message,
          quoteAttachmentPath: quote.attachmentPath,
          quotedAt: at,
          quoteIdempotencyKey: quote.idempotencyKey,
        });
        // A quote accepts the project too: the buyer's contact is released to the company.
        if (m.conversationId && project.userId)
          await postMessage(tx, batch, {
            conversationId: m.conversationId,
            senderId: member.id,
            text: `Quote from ${company.name}: $${usd.format(quote.amount)}, ${timeline}.\n\n${message}`,
            notify: [project.userId],
            type: 'valet_request_accepted',
            html: `<strong>${escapeHtml(company.name)}</strong> sent a quote for ${escapeHtml(project.title)}: $${usd.format(quote.amount)}`,
            mailFor: answerMailFor(project, company.name, {
              kind: 'quote',
              amount: `$${usd.format(quote.amount)}`,
              timeline,
            }),
          });
        return true;
      });
    },

    // Staff.

    staffRow,

    /** Staff replace the shortlist before the release; audited. */
    async setShortlist(actor: Actor, id: string, companyIds: readonly number[]): Promise<StaffRow> {
      const ids = [...new Set(companyIds)];
      const listed = new Set(await repository.answerableCompanyIds(ids));
      if (ids.some((companyId) => !listed.has(companyId)))
        throw fieldError('company_ids', 'pick listed companies with people to answer');
      await db.transaction(async (tx) => {
        const project = await repository.lockProject(tx, id);
        if (!project) throw new HttpError(404, NO_SUCH_PROJECT);
        const matches = await repository.matches(id, tx);
        if (project.releasedAt || matches.some((item) => item.releasedAt))
          throw new HttpError(409, 'The buyer released this project already: the shortlist stays.');
        const chosen = await repository.services(project.serviceIds);
        const results = await match(project, wantedServices(chosen), ids);
        await repository.replaceShortlist(
          tx,
          id,
          results.map((result, index) => ({
            projectId: id,
            companyId: result.companyId,
            rank: index + 1,
            score: result.score,
            reasons: ['picked by our team', ...result.reasons],
            shortlisted: true,
            source: 'staff',
            status: 'shortlisted' as const,
          })),
        );
        await repository.audit(tx, actor, 'valet_project.shortlist', id, {
          company_ids: [
            matches.filter((item) => item.shortlisted).map((item) => item.companyId),
            ids,
          ],
        });
      });
      const project = await repository.project(id);
      if (!project) throw new HttpError(404, NO_SUCH_PROJECT);
      return staffRow(project, await repository.matches(id));
    },
  };
}

/** What the engine reads of a project. */
type BriefFields = Pick<
  ValetProjectRow,
  'focusIds' | 'countryIds' | 'cityIds' | 'budgetMin' | 'budgetMax'
>;

type QuoteFields = Pick<
  ValetMatchRow,
  'quoteAmount' | 'quoteTimeline' | 'quoteMessage' | 'quoteAttachmentPath' | 'quotedAt'
>;

export type ValetService = ReturnType<typeof createValetService>;
