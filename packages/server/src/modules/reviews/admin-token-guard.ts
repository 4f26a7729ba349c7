import { AttemptThrottle, waitInWords } from '../../lib/attempt-throttle';
import { networkOf } from '../../lib/network';
import { adminTokenMatches } from './rules';

/** Wrong moderator tokens allowed per network and per token prefix before they wait out the window. */
export const ADMIN_FAILURES = { max: 10, windowMs: 15 * 60_000 };
/** How much of a wrong token is counted: enough to tell one person's typos from another's. */
export const TOKEN_PREFIX_LENGTH = 4;

/** What a failure was counted under: the network it came from, or the start of the token it gave. */
export interface AdminTokenAlert {
  by: 'network' | 'token prefix';
  value: string;
  failures: number;
  windowMinutes: number;
}

export type AdminTokenVerdict =
  | { ok: true }
  | { ok: false; status: 401 }
  | { ok: false; status: 429; retryAfter: number; message: string };

export interface AdminTokenGuardOptions {
  now?: () => number;
  /** Called (and awaited) once when a network or a token prefix reaches the limit in the window. */
  onAlert(alert: AdminTokenAlert): Promise<void>;
}

/**
 * Who may use the moderators' API (issue 34): the configured token, always, from anywhere. A
 * correct token is checked first, so no neighbour, no shared proxy address and no number of wrong
 * guesses can lock it out; the token's length (config: 24 characters or more) is what defeats
 * guessing. Wrong tokens are counted per network (/24, /48) and per their first characters; past
 * the limit in either, further wrong tokens are refused with 429 without being compared, and staff
 * are alerted once per window.
 */
export function createAdminTokenGuard(configured: string, options: AdminTokenGuardOptions) {
  const { max, windowMs } = ADMIN_FAILURES;
  const failures = new AttemptThrottle(max, windowMs, options.now);
  const windowMinutes = Math.round(windowMs / 60_000);

  return {
    async check(given: string | undefined, ip: string): Promise<AdminTokenVerdict> {
      if (adminTokenMatches(given, configured)) return { ok: true };
      const keys = [
        { by: 'network' as const, value: networkOf(ip) ?? ip },
        { by: 'token prefix' as const, value: prefixOf(given) },
      ];
      const wait = Math.max(...keys.map((key) => failures.retryAfter(keyOf(key))));
      if (wait > 0)
        return {
          ok: false,
          status: 429,
          retryAfter: wait,
          message: `Too many wrong moderator tokens. Please wait ${waitInWords(wait)} and try again.`,
        };
      for (const key of keys) {
        failures.record(keyOf(key));
        // The failure that reaches the limit raises the alarm; the next ones are refused unseen.
        if (failures.retryAfter(keyOf(key)) > 0)
          await options.onAlert({ ...key, failures: max, windowMinutes });
      }
      return { ok: false, status: 401 };
    },
  };
}

export type AdminTokenGuard = ReturnType<typeof createAdminTokenGuard>;

function keyOf(key: { by: string; value: string }): string {
  return `${key.by}:${key.value}`;
}

/** The first characters of a presented token, or `(none)`; never the whole of it. */
function prefixOf(given: string | undefined): string {
  if (!given) return '(none)';
  return `${given.slice(0, Math.min(TOKEN_PREFIX_LENGTH, Math.floor(given.length / 2)))}…`;
}
