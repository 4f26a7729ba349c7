import { defineCalls } from './define-calls';

const awardsPages = () => import('../endpoints/awards-pages');
const awardsVoting = () => import('../endpoints/awards-voting');
const awardsAdmin = () => import('../endpoints/awards-admin');

/** The awards (issue 20): their pages, voting and applying, staff's administration. */
export const awardCalls = defineCalls({
  getAwardEdition: awardsPages,
  getAwardEditionEntry: awardsPages,
  getCompanyAwards: awardsPages,
  castAwardVote: awardsVoting,
  changeAwardVote: awardsVoting,
  confirmAwardVote: awardsVoting,
  listMyAwardVotes: awardsVoting,
  getAwardsQuestionnaire: awardsVoting,
  applyForAward: awardsVoting,
  decideAwardApplication: awardsAdmin,
  createAwardCategory: awardsAdmin,
  updateAwardEdition: awardsAdmin,
  updateAwardCategory: awardsAdmin,
  deleteAwardCategory: awardsAdmin,
  deleteAwardNominee: awardsAdmin,
  nominateFromRanking: awardsAdmin,
  getAwardsAdmin: awardsAdmin,
  decideAwardVote: awardsAdmin,
  setJuryScore: awardsAdmin,
  publishAwardWinners: awardsAdmin,
});
