/**
 * Where a visitor came from, as the company's analytics shows it (issue 19): nothing personal —
 * a campaign's `utm_source`, a kind of page of this site (listing, site search, TOP 10), another
 * site's host name, or "direct".
 */
export function visitSource(pageUrl: string, referrer: string): string {
  let page: URL;
  try {
    page = new URL(pageUrl);
  } catch {
    return 'direct';
  }
  const campaign = page.searchParams.get('utm_source')?.trim().toLowerCase();
  if (campaign) return campaign.slice(0, 60);
  if (!referrer) return 'direct';
  let from: URL;
  try {
    from = new URL(referrer);
  } catch {
    return 'direct';
  }
  if (from.host !== page.host) return from.hostname.replace(/^www\./, '').slice(0, 60);
  if (from.pathname === '/search' || from.pathname.startsWith('/search/')) return 'search';
  if (from.pathname === '/companies' || from.pathname.startsWith('/companies/')) return 'listing';
  if (from.pathname.startsWith('/top-companies/')) return 'top10';
  return 'site';
}
