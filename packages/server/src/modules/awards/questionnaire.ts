import type { QuestionnaireOptions } from '@atlas/api/endpoints/awards-voting';
import type { AppDatabase } from '../../db/client';
import { refreshCompanies } from '../../db/company-search';
import { HttpError } from '../../plugins/errors';
import type { QuestionnaireRepository } from './questionnaire-repository';

/**
 * The awards questionnaire (issue 20): a member applies for one of their companies in a category
 * of the open edition with evidence; staff accept it as a nomination or reject it.
 */
export function createQuestionnaireService(options: {
  db: AppDatabase;
  repository: QuestionnaireRepository;
  onCompaniesChanged: () => void;
}) {
  const { db, repository } = options;
  return {
    async options(userId: string): Promise<QuestionnaireOptions> {
      const edition = await repository.openEdition();
      const [categories, companies, applications] = await Promise.all([
        edition === null ? Promise.resolve([]) : repository.categoriesOf(edition),
        repository.companiesOf(userId),
        repository.applicationsOf(userId),
      ]);
      return { edition, categories, companies, applications };
    },

    async apply(
      userId: string,
      body: { company_id: number; category_id: number; evidence: string },
    ) {
      // Another company's id is the same 404 as one that does not exist.
      if (!(await repository.isMember(userId, body.company_id)))
        throw new HttpError(404, 'No such company among yours.');
      const category = await repository.category(body.category_id);
      if (!category) throw new HttpError(404, 'No such category.');
      if (category.published)
        throw new HttpError(409, `The ${category.edition} winners are published already.`);
      if (await repository.isNominated(body.category_id, body.company_id))
        throw new HttpError(409, 'This company is nominated in this category already.');
      const row = await repository.insert({
        categoryId: body.category_id,
        companyId: body.company_id,
        userId,
        evidence: body.evidence,
      });
      if (!row) throw new HttpError(409, 'This company applied for this category already.');
      return row;
    },

    pending: repository.pendingOf,

    async decide(
      id: number,
      decision: 'accept' | 'reject',
      actor: { userId: string | null; label: string },
    ) {
      const application = await repository.application(id);
      if (!application) throw new HttpError(404, 'No such application.');
      const category = await repository.category(application.categoryId);
      if (!category) throw new HttpError(404, 'No such category.');
      const accept = decision === 'accept';
      if (accept && category.published)
        throw new HttpError(409, `The ${category.edition} winners are published already.`);
      const decided = await db.transaction(async (tx) => {
        const changed = await repository.decide(tx, id, accept, application, category, actor);
        if (changed && accept) await refreshCompanies(tx, [application.companyId]);
        return changed;
      });
      if (!decided) throw new HttpError(409, 'This application was decided already.');
      if (accept) options.onCompaniesChanged();
      return { id, status: accept ? ('accepted' as const) : ('rejected' as const) };
    },
  };
}

export type QuestionnaireService = ReturnType<typeof createQuestionnaireService>;
