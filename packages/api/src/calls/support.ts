import { defineCalls } from './define-calls';

const support = () => import('../endpoints/support');

/** Support requests: a company asks, staff answers. */
export const supportCalls = defineCalls({
  createSupportRequest: support,
  listSupportRequests: support,
  listSupportQueue: support,
  getSupportThread: support,
  answerSupport: support,
});
