import escapeHtml from 'escape-html';
import { FilterQuerySchema, selectionFromQuery } from '@atlas/api/filters';
import type { MailMessage } from '../../mail/mailer';
import type { MailQueue } from '../../mail/queue';
import type { AppDatabase } from '../../db/client';
import type { Clock } from '../../plugins/clock';
import type { SavedSearchRepository } from './repository';

/** Companies named in one alert; when there are more, the e-mail says so and links the search. */
export const ALERT_LIST_LENGTH = 10;

export function savedSearchAlertMail(input: {
  to: string;
  name: string;
  brandName: string;
  searchName: string;
  companies: { name: string; url: string }[];
  more: boolean;
  url: string;
}): MailMessage {
  const count = input.companies.length;
  const subject = `${input.more ? `${count}+` : count} new ${count === 1 && !input.more ? 'company matches' : 'companies match'} "${input.searchName}"`;
  const lines = input.companies.map((company) => `- ${company.name}: ${company.url}`);
  const moreLine = input.more ? ['…and more: see the whole search.'] : [];
  const text = [
    `Hello ${input.name},`,
    '',
    `New on ${input.brandName} since the last e-mail, matching your saved search "${input.searchName}":`,
    '',
    ...lines,
    ...moreLine,
    '',
    `See the whole search: ${input.url}`,
    '',
    'You get this because you turned on its alert; turn it off on your saved searches page.',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>${escapeHtml(`Hello ${input.name},`)}</p>
<p>${escapeHtml(`New on ${input.brandName} since the last e-mail, matching your saved search "${input.searchName}":`)}</p>
<ul>${input.companies.map((company) => `<li><a href="${escapeHtml(company.url)}">${escapeHtml(company.name)}</a></li>`).join('')}</ul>
${input.more ? '<p>…and more: see the whole search.</p>' : ''}
<p><a href="${escapeHtml(input.url)}">See the whole search</a></p>
<p style="font-size:12px">You get this because you turned on its alert; turn it off on your saved searches page.</p>
</body></html>`;
  return { to: input.to, subject, text, html };
}

/**
 * The saved-search alerts (issue 19): for every search whose alert is on, the companies listed
 * since its last alert that its filters find; one e-mail per search with news, then the search
 * remembers when it was checked. A search without news is checked and left quiet.
 */
export async function sendSavedSearchAlerts(options: {
  db: AppDatabase;
  repository: SavedSearchRepository;
  mailQueue: MailQueue;
  clock: Clock;
  publicUrl: string;
  brandName: string;
}): Promise<{ checked: number; mailed: number }> {
  const { repository, mailQueue, clock, publicUrl, brandName, db } = options;
  const now = clock.now();
  let checked = 0;
  let mailed = 0;
  for (const search of await repository.alerting()) {
    checked += 1;
    const filters = FilterQuerySchema.safeParse(search.filters);
    if (!filters.success) continue;
    const since = search.alertSince ?? search.createdAt;
    const found = await repository.newMatches(
      selectionFromQuery(filters.data),
      since,
      now,
      ALERT_LIST_LENGTH + 1,
    );
    if (found.length > 0) {
      const shown = found.slice(0, ALERT_LIST_LENGTH);
      await mailQueue.enqueue(
        db,
        'saved_search_alert',
        savedSearchAlertMail({
          to: search.email,
          name: search.userName,
          brandName,
          searchName: search.name,
          companies: shown.map((company) => ({
            name: company.name,
            url: `${publicUrl}/company/${company.slug}`,
          })),
          more: found.length > shown.length,
          url: `${publicUrl}${search.path}${search.query}`,
        }),
      );
      mailed += 1;
    }
    await repository.markAlerted(search.id, now);
  }
  if (mailed > 0) mailQueue.kick();
  return { checked, mailed };
}
