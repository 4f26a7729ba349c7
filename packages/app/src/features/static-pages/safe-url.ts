/** What the /safe-url interstitial knows about the address a visitor is about to open. */
export type OutboundUrl =
  | { kind: 'web'; href: string; host: string; secure: boolean }
  | { kind: 'unsafe'; raw: string; reason: string }
  | { kind: 'missing' };

const MAX_SHOWN = 300;

/** Reads `?url=`: only http(s) addresses get a link onwards; anything else is explained, not linked. */
export function describeOutboundUrl(raw: string | null): OutboundUrl {
  const value = raw?.trim() ?? '';
  if (!value) return { kind: 'missing' };
  const shown = value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN)}…` : value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { kind: 'unsafe', raw: shown, reason: 'This is not a complete web address.' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return {
      kind: 'unsafe',
      raw: shown,
      reason: `Links of the kind "${url.protocol}" can run code or open other programs, so we do not follow them.`,
    };
  }
  if (!url.hostname) {
    return { kind: 'unsafe', raw: shown, reason: 'This address has no host name.' };
  }
  // Credentials in a link ("https://bank.example@evil.example") are a classic way to disguise the host.
  if (url.username || url.password) {
    return {
      kind: 'unsafe',
      raw: shown,
      reason: 'This address hides its real destination behind a user name.',
    };
  }
  return { kind: 'web', href: url.href, host: url.hostname, secure: url.protocol === 'https:' };
}
