/**
 * Providers where anybody gets an address (or a website): such a domain says nothing about a
 * company, so it never proves one.
 */
const FREE_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'ymail.com',
  'rocketmail.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'msn.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'gmx.com',
  'gmx.net',
  'gmx.de',
  'web.de',
  'mail.com',
  'mail.ru',
  'yandex.com',
  'yandex.ru',
  'zoho.com',
  'tutanota.com',
  'fastmail.com',
  'hey.com',
  'qq.com',
  '163.com',
  '126.com',
]);
const FREE_MAIL_PREFIXES = ['yahoo.', 'hotmail.', 'outlook.', 'live.', 'gmx.', 'yandex.'];

/** Whether a domain (or a subdomain of one) belongs to a free e-mail provider. */
export function isFreeMailDomain(domain: string): boolean {
  const lower = domain.toLowerCase();
  for (const free of FREE_MAIL_DOMAINS)
    if (lower === free || lower.endsWith(`.${free}`)) return true;
  return FREE_MAIL_PREFIXES.some((prefix) => lower.startsWith(prefix));
}

/**
 * Providers that deliver `m.e@` to `me@` (Google's), by the one name their mailbox has:
 * googlemail.com is gmail.com. Only these exact domains; most providers tell dots apart.
 */
const DOTLESS_MAILBOX_DOMAINS: ReadonlyMap<string, string> = new Map([
  ['gmail.com', 'gmail.com'],
  ['googlemail.com', 'gmail.com'],
]);

/** The provider's one name for a domain whose mailboxes ignore dots, or undefined. */
export function dotlessMailboxDomain(domain: string): string | undefined {
  return DOTLESS_MAILBOX_DOMAINS.get(domain.toLowerCase());
}
