/**
 * A project's way in and its shortlist: the submission checked against the options and stored with
 * the engine's best matches, the e-mailed link that proves the buyer's address and binds the
 * project to their account, and the shortlist staff pick instead of the engine's.
 */
import { VALET_LINK_DAYS, VALET_SHORTLIST_SIZE, type ValetSubmission } from '@atlas/api/valet';
import type { ValetProjectRow as StaffRow } from '@atlas/api/endpoints/valet-admin';
import { fieldError, HttpError } from '../../plugins/errors';
import { hashSecret, newSecret } from '../../lib/secrets';
import { plainText } from '../../lib/plain-text';
import { budgetOf } from './format';
import { projectLinkMail } from './mail';
import { rankMatches, type MatchBrief, type MatchResult } from './matching';
import { MINUTE_MS, NO_SUCH_PROJECT, wantedServices, type ProjectViews } from './project-view';
import type { ValetProjectRow, ValetRepository } from './repository';
import type { ValetServiceOptions } from './service';

const DAY_MS = 24 * 60 * MINUTE_MS;

/** How many of the next best matches are kept beside the shortlist (offered when too few answer). */
const KEPT_MATCHES = 15;

/** Who made a staff change, as the audit log names them. */
export interface Actor {
  userId: string | null;
  label: string;
}

export function createShortlist(
  options: Pick<ValetServiceOptions, 'db' | 'repository' | 'mailQueue' | 'site' | 'now'> & {
    views: ProjectViews;
  },
) {
  const { db, repository, mailQueue, site, now, views } = options;

  function matchBriefOf(project: BriefFields, wanted: readonly number[]): MatchBrief {
    return {
      serviceIds: wanted,
      focusIds: project.focusIds,
      countryIds: project.countryIds,
      cityIds: project.cityIds,
      budget: budgetOf(project),
    };
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

  return {
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
      return views.staffRow(project, await repository.matches(id));
    },
  };
}

/** What the engine reads of a project. */
type BriefFields = Pick<
  ValetProjectRow,
  'focusIds' | 'countryIds' | 'cityIds' | 'budgetMin' | 'budgetMax'
>;
