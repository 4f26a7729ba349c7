/**
 * The valet repository the plugin decorates: the only place the SQL of project submissions lives
 * (issue 18), assembled from its parts. Projects (projects-repository.ts), their matches
 * (matches-repository.ts), the companies the engine scores (candidates-repository.ts), uploads
 * (uploads-repository.ts) and the lists people page through (listings-repository.ts).
 */
import type { AppDatabase } from '../../db/client';
import { createCandidatesRepository } from './candidates-repository';
import { createListingsRepository } from './listings-repository';
import { createMatchesRepository } from './matches-repository';
import { createProjectsRepository } from './projects-repository';
import { createUploadsRepository } from './uploads-repository';

export { CANDIDATE_LIMIT } from './candidates-repository';
export type { MatchWithCompany, ValetMatchInsert, ValetMatchRow } from './matches-repository';
export type { ValetProjectInsert, ValetProjectRow } from './projects-repository';
export type { ValetUploadRow } from './uploads-repository';

export function createValetRepository(db: AppDatabase) {
  return {
    ...createProjectsRepository(db),
    ...createMatchesRepository(db),
    ...createCandidatesRepository(db),
    ...createUploadsRepository(db),
    ...createListingsRepository(db),
  };
}

export type ValetRepository = ReturnType<typeof createValetRepository>;
