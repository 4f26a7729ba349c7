import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { openSse, portOf } from './sse';

type Call = (
  method: 'GET' | 'POST',
  url: string,
  token?: string,
  payload?: unknown,
) => Promise<{ statusCode: number; json: () => unknown }>;

/** A company member as a test drives them. */
export interface Member {
  id: string;
  token: string;
}

/** One thing a person was answered: where it came from, and what it said. */
export interface Seen {
  source: string;
  value: unknown;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Every UUID an answer carries. */
export function uuidsIn(items: readonly Seen[]): Set<string> {
  return new Set(
    items.flatMap((item) =>
      (JSON.stringify(item.value).match(UUID) ?? []).map((id) => id.toLowerCase()),
    ),
  );
}

/** The answers that name any of `markers` (a conversation's or a project's id). */
export function about(items: readonly Seen[], markers: readonly string[]): Seen[] {
  return items.filter((item) =>
    markers.some((marker) => JSON.stringify(item.value).includes(marker)),
  );
}

async function read(call: Call, url: string, token: string): Promise<unknown> {
  const response = await call('GET', url, token);
  expect(response.statusCode, url).toBe(200);
  return response.json();
}

async function data(call: Call, url: string, token: string): Promise<unknown> {
  return ((await read(call, url, token)) as { data: unknown }).data;
}

/**
 * Everything the member's stream replays from the start (GET /api/realtime with Last-Event-ID 0),
 * read until the newest event the database holds for them.
 */
export async function replayedEvents(app: FastifyInstance, member: Member): Promise<unknown[]> {
  const newest = (await app.realtime.repository.latestEventId(member.id)).toString();
  const stream = await openSse(portOf(app), member.token, { lastEventId: '0' });
  try {
    const events = await stream.waitFor((seen) => seen.some((event) => event.id === newest));
    return events
      .filter((event) => event.event !== 'ready')
      .map((event) => ({
        id: event.id,
        type: event.event,
        data: JSON.parse(event.data) as unknown,
      }));
  } finally {
    stream.close();
  }
}

/**
 * All a company member can read that touches the people who write to the company: the
 * conversation list (each summary), each conversation with its messages, the stream's replay,
 * the notifications, the leads (list, each lead, the dashboard's overview), and the member's
 * own data export (each conversation in it).
 */
export async function everythingSeenBy(
  app: FastifyInstance,
  call: Call,
  member: Member,
  companySlug: string,
): Promise<Seen[]> {
  const seen: Seen[] = [];
  const list = (await data(call, '/api/conversations', member.token)) as { id: string }[];
  for (const summary of list) {
    seen.push({ source: 'conversation list', value: summary });
    seen.push({
      source: `conversation ${summary.id}`,
      value: await data(call, `/api/conversations/${summary.id}?limit=100`, member.token),
    });
  }
  for (const event of await replayedEvents(app, member))
    seen.push({ source: 'realtime replay', value: event });
  const notifications = (await data(call, '/api/notifications', member.token)) as unknown[];
  for (const notification of notifications)
    seen.push({ source: 'notifications', value: notification });
  const leads = (await data(
    call,
    `/api/companies/${companySlug}/valet-requests`,
    member.token,
  )) as { id: string }[];
  for (const lead of leads) {
    seen.push({ source: 'lead list', value: lead });
    seen.push({
      source: `lead ${lead.id}`,
      value: await data(
        call,
        `/api/companies/${companySlug}/valet-requests/${lead.id}`,
        member.token,
      ),
    });
  }
  const overview = (await data(call, `/api/companies/${companySlug}/overview`, member.token)) as {
    leads_waiting: unknown[];
  };
  for (const lead of overview.leads_waiting) seen.push({ source: 'overview', value: lead });
  const exported = (await read(call, '/api/account/export', member.token)) as {
    conversations: unknown[];
  };
  for (const conversation of exported.conversations)
    seen.push({ source: 'account export', value: conversation });
  return seen;
}

/** The answers that carry `text`, by source (for a failure that says where). */
export function carrying(items: readonly Seen[], text: string): string[] {
  return items
    .filter((item) => JSON.stringify(item.value).toLowerCase().includes(text.toLowerCase()))
    .map((item) => `${item.source}: ${JSON.stringify(item.value).slice(0, 300)}`);
}
