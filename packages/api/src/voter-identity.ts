import { dotlessMailboxDomain } from './free-mail';

/**
 * The mailbox behind an e-mail address, as award votes count people (docs/awards.md, "How
 * voters are counted"): lower-cased; a plus-tag (`me+anything@`) dropped at every provider; the
 * dots of the local part dropped where the provider ignores them (gmail.com, and googlemail.com,
 * which is gmail.com). A string without an @ is kept as it is (a deleted voter's placeholder).
 *
 * Migration 0030 backfilled stored votes with the same rule in SQL: change both together.
 */
export function voterIdentity(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotless = dotlessMailboxDomain(domain);
  if (dotless !== undefined) {
    domain = dotless;
    local = local.replaceAll('.', '') || local;
  }
  return `${local}@${domain}`;
}
