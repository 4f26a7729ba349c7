/**
 * The buyer's moves on a shortlisted project: releasing the brief to chosen companies (a
 * conversation each, opened with the brief, its people notified and e-mailed, the buyer kept
 * anonymous), and marking the project done.
 */
import escapeHtml from 'escape-html';
import type { ValetProject } from '@atlas/api/valet';
import { fieldError, HttpError } from '../../plugins/errors';
import { ANONYMOUS_BUYER } from '../conversations/buyer-pseudonyms';
import { createConversationRepository } from '../conversations/repository';
import { budgetText, excerpt } from './format';
import { projectReleasedMail } from './mail';
import type { ProjectMessenger } from './messenger';
import { moreMatchesOf, NO_SUCH_PROJECT, type ProjectViews } from './project-view';
import type { ValetServiceOptions } from './service';

export function createRelease(
  options: ValetServiceOptions & { messenger: ProjectMessenger; views: ProjectViews },
) {
  const { db, repository, realtime, notifications, mailQueue, site, now, views } = options;
  const { postMessage, announce } = options.messenger;
  const conversations = createConversationRepository(db);

  return {
    /**
     * Sends the brief to chosen companies: per company, a conversation between the buyer and
     * its members opened with the brief, a valet_request notification and an e-mail to each.
     */
    async release(
      buyer: { id: string; name: string },
      id: string,
      companyIds: readonly number[],
    ): Promise<{ project: ValetProject; released: number }> {
      await views.ownProject(buyer.id, id);
      const batch = realtime.batch();
      let released = 0;
      await db.transaction(async (tx) => {
        const project = await repository.lockProject(tx, id);
        if (!project || project.userId !== buyer.id) throw new HttpError(404, NO_SUCH_PROJECT);
        if (!project.emailVerifiedAt || project.status === 'awaiting_verification')
          throw new HttpError(
            409,
            'Open the link we e-mailed you first: it confirms your address.',
          );
        if (project.status === 'completed')
          throw new HttpError(409, 'You marked this project done.');
        if (project.status === 'hired')
          throw new HttpError(409, 'You hired a company for this project.');
        const matches = await repository.matches(id, tx);
        const at = now();
        const offered = new Set(
          [
            ...matches.filter((item) => item.shortlisted || item.releasedAt),
            ...moreMatchesOf(project, matches, at),
          ].map((item) => item.companyId),
        );
        const unknown = companyIds.filter((companyId) => !offered.has(companyId));
        if (unknown.length > 0)
          throw fieldError('company_ids', 'pick companies from your shortlist');
        const title = project.title;
        for (const companyId of new Set(companyIds)) {
          const item = matches.find((candidate) => candidate.companyId === companyId);
          if (!item || item.releasedAt) continue;
          const members = (await repository.members(tx, companyId)).filter(
            (person) => person.id !== buyer.id,
          );
          const participantIds = [buyer.id, ...members.map((person) => person.id)];
          const conversationId = await conversations.create(tx, {
            subject: `${title} — ${item.company.name}`,
            companyId,
            contactRequestId: null,
            participantIds,
            now: at,
            // The company knows the project, not who the buyer is (see buyer-pseudonyms.ts).
            displayNames: { [buyer.id]: ANONYMOUS_BUYER },
          });
          // The match names the conversation before its first message: what the company's
          // people are sent of it hides the buyer from the start.
          await repository.updateMatch(tx, id, companyId, {
            releasedAt: at,
            status: 'released',
            conversationId,
          });
          await postMessage(tx, batch, {
            conversationId,
            senderId: buyer.id,
            text: `${title}\n\n${excerpt(project.description)}`,
            notify: members.map((person) => person.id),
            type: 'valet_request',
            html: `<strong>${ANONYMOUS_BUYER}</strong> sent ${escapeHtml(item.company.name)} a project: ${escapeHtml(title)}`,
            mailFor: (userId) => {
              const person = members.find((member) => member.id === userId);
              return person
                ? {
                    kind: 'valet_request',
                    message: projectReleasedMail(site, {
                      to: person.email,
                      name: person.name,
                      companyName: item.company.name,
                      companySlug: item.company.slug,
                      projectId: id,
                      title,
                      budget: budgetText(project),
                    }),
                  }
                : undefined;
            },
          });
          await announce(
            tx,
            batch,
            members.map((person) => person.id),
            id,
          );
          released += 1;
        }
        if (released > 0)
          await repository.updateProject(tx, id, {
            status: 'released',
            releasedAt: project.releasedAt ?? at,
          });
      });
      await batch.publish();
      if (released > 0) mailQueue.kick();
      return { project: await views.get(buyer.id, id), released };
    },

    /** The buyer marks the project done: the released companies' people are told. */
    async complete(buyer: { id: string; name: string }, id: string): Promise<ValetProject> {
      await views.ownProject(buyer.id, id);
      const batch = realtime.batch();
      await db.transaction(async (tx) => {
        const project = await repository.lockProject(tx, id);
        if (!project || project.userId !== buyer.id) throw new HttpError(404, NO_SUCH_PROJECT);
        if (project.status === 'completed') return;
        if (!project.releasedAt)
          throw new HttpError(409, 'Send the brief to a company before you mark the project done.');
        await repository.updateProject(tx, id, { status: 'completed', completedAt: now() });
        const released = (await repository.matches(id, tx)).filter((item) => item.releasedAt);
        const members = await repository.memberIdsOf(
          tx,
          released.map((item) => item.companyId),
        );
        for (const member of members) {
          const company = released.find((item) => item.companyId === member.companyId);
          await notifications.notify(tx, batch, {
            userId: member.userId,
            type: 'valet_completed',
            message: `<strong>${ANONYMOUS_BUYER}</strong> marked the project ${escapeHtml(project.title)} done${company ? ` (sent to ${escapeHtml(company.company.name)})` : ''}.`,
            resourceId: id,
          });
        }
        await announce(
          tx,
          batch,
          members.map((member) => member.userId),
          id,
        );
      });
      await batch.publish();
      return views.get(buyer.id, id);
    },
  };
}
