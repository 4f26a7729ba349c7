/**
 * The valet service (issue 18): one object the routes use, put together from its parts, each in a
 * file of its own. The views (project-view.ts, request-view.ts) are how a project reads; the
 * shortlist (shortlist.ts) takes a project in and matches it; the release (release.ts) sends it to
 * companies; the answers (answers.ts) are the companies'; the decisions (decisions.ts) are the
 * buyer's on their quotes. The messenger (messenger.ts) tells people of it all.
 */
import type { AppDatabase } from '../../db/client';
import type { MailQueue } from '../../mail/queue';
import type { NotificationService } from '../notifications/service';
import type { Realtime } from '../realtime/service';
import { createCompanyAnswers } from './answers';
import { createValetDecisions } from './decisions';
import type { MailSite } from './mail';
import { createProjectMessenger } from './messenger';
import { createProjectViews } from './project-view';
import { createRelease } from './release';
import type { ValetRepository } from './repository';
import { createRequestViews } from './request-view';
import { createShortlist } from './shortlist';

export interface ValetServiceOptions {
  db: AppDatabase;
  repository: ValetRepository;
  realtime: Realtime;
  notifications: NotificationService;
  mailQueue: MailQueue;
  site: MailSite;
  now: () => Date;
}

export function createValetService(options: ValetServiceOptions) {
  const messenger = createProjectMessenger(options);
  const views = createProjectViews(options);
  const requests = createRequestViews({ ...options, views });
  return {
    // The buyer's side.
    projectView: views.projectView,
    briefOf: views.briefOf,
    get: views.get,
    ...createShortlist({ ...options, views }),
    ...createRelease({ ...options, messenger, views }),
    ...createValetDecisions({ ...options, messenger, projectView: views.projectView }),

    // The company's side.
    ...requests,
    ...createCompanyAnswers({ ...options, messenger, requestView: requests.request }),

    // Staff.
    staffRow: views.staffRow,
  };
}

export type ValetService = ReturnType<typeof createValetService>;
