import { defineCalls } from './define-calls';

const valetProjects = () => import('../endpoints/valet-projects');
const valetQuoteDecisions = () => import('../endpoints/valet-quote-decisions');
const valetRequests = () => import('../endpoints/valet-requests');
const valetAdmin = () => import('../endpoints/valet-admin');

/** Project submissions, "valet" (issue 18): the buyer, the companies, staff. */
export const valetCalls = defineCalls({
  // The buyer.
  uploadValetFile: valetProjects,
  createValetProject: valetProjects,
  verifyValetProject: valetProjects,
  getValetProject: valetProjects,
  listMyValetProjects: valetProjects,
  releaseValetProject: valetProjects,
  completeValetProject: valetProjects,
  acceptValetQuote: valetQuoteDecisions,
  declineValetQuote: valetQuoteDecisions,
  // The companies asked.
  listValetRequests: valetRequests,
  getValetRequest: valetRequests,
  acceptValetRequest: valetRequests,
  declineValetRequest: valetRequests,
  askValetQuestion: valetRequests,
  sendValetQuote: valetRequests,
  // Staff.
  listValetProjects: valetAdmin,
  updateValetShortlist: valetAdmin,
});
