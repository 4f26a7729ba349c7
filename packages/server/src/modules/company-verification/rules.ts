import {
  VERIFICATION_RENEWAL_DAYS,
  type VerificationState,
  type VerificationStatus,
} from '@atlas/api/company-verification';

const DAY_MS = 86_400_000;

/** The parts of a request the company's state depends on. */
export interface RequestFacts {
  status: VerificationStatus;
  emailConfirmedAt: Date | null;
  expiresAt: Date | null;
}

export interface StateFacts {
  /** companies.verified: may be set without any request (data from before verification requests). */
  verified: boolean;
  /** The newest request, whatever became of it. */
  latest: RequestFacts | null;
  /** The company's `approved` request, if any. */
  current: RequestFacts | null;
  now: Date;
}

/**
 * The company's verification as one state, read at `now`: an approved request past its
 * `expires_at` already reads as expired, before the expiry job has turned it (query time and job
 * agree on `expires_at <= now`).
 */
export function verificationState(facts: StateFacts): {
  state: VerificationState;
  verifiedUntil: Date | null;
  canRequest: boolean;
} {
  const { latest, current, now } = facts;
  const lapsed = (request: RequestFacts) =>
    request.expiresAt !== null && request.expiresAt.getTime() <= now.getTime();
  const holding = current !== null && !lapsed(current);
  const verifiedUntil = holding ? current.expiresAt : null;
  // A renewal may be asked for in the last days of a verification; a verification without an
  // approved request (older data) has no end to renew.
  const renewable =
    holding &&
    current.expiresAt !== null &&
    current.expiresAt.getTime() - now.getTime() <= VERIFICATION_RENEWAL_DAYS * DAY_MS;
  const waiting = latest?.status === 'pending';
  const verifiedWithoutRequest = facts.verified && current === null;
  const canRequest = !waiting && !verifiedWithoutRequest && (!holding || renewable);

  let state: VerificationState;
  if (!latest) state = facts.verified ? 'verified' : 'not_requested';
  else if (latest.status === 'pending')
    state = latest.emailConfirmedAt ? 'email_confirmed' : 'pending';
  else if (holding) state = 'verified';
  else if (latest.status === 'approved' || latest.status === 'expired') state = 'expired';
  else if (latest.status === 'revoked') state = 'revoked';
  else if (latest.status === 'rejected') state = 'rejected';
  else state = facts.verified ? 'verified' : 'expired';
  return { state, verifiedUntil, canRequest };
}
