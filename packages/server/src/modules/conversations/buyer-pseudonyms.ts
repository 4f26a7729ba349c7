import { createHash } from 'node:crypto';
import type { ChatMessage, Participant } from '@atlas/api/entities/realtime';
import type { ValetMatchStatus } from '@atlas/api/valet';
import type { AppDatabase } from '../../db/client';

/** How a buyer is named to a company their contact details are not released to (issue 18). */
export const ANONYMOUS_BUYER = 'The buyer';

/**
 * Whether a company may see the buyer's contact details (name, e-mail, phone, website, role,
 * place, as the buyer gave them with the project): once it accepted the project or quoted, never
 * before, never after it declined. The buyer's account (id, picture, its own name) is never
 * among them.
 */
export function contactReleased(status: ValetMatchStatus): boolean {
  return status === 'accepted' || status === 'quoted';
}

/**
 * The id a company's people know a valet buyer by, in the conversation of one project with that
 * company (issue 34): a UUID (version 8) from a hash of the project and the company. The buyer's
 * account is no part of it, so nobody can test a known account id against it, and another project
 * (or the same project with another company) gives another id: two briefs cannot be tied to one
 * buyer, nor a brief to the buyer's other conversations. It is the same after a restart, so
 * events stored earlier match what the conversation answers now.
 */
export function buyerPseudonymId(projectId: string, companyId: number): string {
  const hash = createHash('sha256').update(`atlas:valet-buyer:${projectId}:${companyId}`).digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x80;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A valet buyer's seat in the conversation their project's release opened with one company. */
export interface BuyerSeatRow {
  conversationId: string;
  projectId: string;
  companyId: number;
  buyerId: string;
  /** The name the buyer gave with the project. */
  contactName: string;
  status: ValetMatchStatus;
}

export interface BuyerSeat {
  conversationId: string;
  buyerId: string;
  /** The id everyone else in the conversation sees instead of the buyer's. */
  pseudonymId: string;
  /** The name they see: the contact name once it is released to the company, else "The buyer". */
  name: string;
}

/**
 * How valet buyers appear to everyone else in their projects' conversations: under the
 * conversation's pseudonymous id, without a picture, named as released, never online (presence
 * flips at the same moment in every conversation of a person, which would tie them together).
 * The buyer sees themselves as themselves. Everything a conversation answers or streams to a
 * person goes through `…As(viewerId, …)`.
 */
export class BuyerPseudonyms {
  private readonly seats: ReadonlyMap<string, BuyerSeat>;

  constructor(rows: readonly BuyerSeatRow[]) {
    this.seats = new Map(
      rows.map((row) => [
        row.conversationId,
        {
          conversationId: row.conversationId,
          buyerId: row.buyerId,
          pseudonymId: buyerPseudonymId(row.projectId, row.companyId),
          name: contactReleased(row.status) ? row.contactName : ANONYMOUS_BUYER,
        },
      ]),
    );
  }

  /** The conversation's valet buyer (null: it is not a project's). */
  seatOf(conversationId: string): BuyerSeat | null {
    return this.seats.get(conversationId) ?? null;
  }

  /** Whether `viewerId` sees `userId` under a pseudonym in the conversation. */
  masks(viewerId: string, conversationId: string, userId: string | null): boolean {
    const seat = this.seats.get(conversationId);
    return seat !== undefined && userId === seat.buyerId && viewerId !== seat.buyerId;
  }

  /** The id `viewerId` knows `userId` by in the conversation. */
  idAs(viewerId: string, conversationId: string, userId: string): string {
    const seat = this.seats.get(conversationId);
    return seat && this.masks(viewerId, conversationId, userId) ? seat.pseudonymId : userId;
  }

  /** The ids (as `viewerId` knows them) whose presence the viewer is not shown there. */
  presenceHiddenFrom(viewerId: string, conversationId: string): Set<string> {
    const seat = this.seats.get(conversationId);
    return new Set(seat && seat.buyerId !== viewerId ? [seat.pseudonymId] : []);
  }

  participantAs(viewerId: string, conversationId: string, person: Participant): Participant {
    const seat = this.seats.get(conversationId);
    if (!seat || !this.masks(viewerId, conversationId, person.id)) return person;
    return { id: seat.pseudonymId, name: seat.name, avatar: null };
  }

  messageAs(viewerId: string, message: ChatMessage): ChatMessage {
    const seat = this.seats.get(message.conversationId);
    if (!seat || !this.masks(viewerId, message.conversationId, message.senderId)) return message;
    return { ...message, senderId: seat.pseudonymId };
  }
}

/** Reads the valet buyers' seats of the conversations (the conversations repository's SQL). */
export async function buyerPseudonymsOf(
  repository: {
    valetBuyerSeats(tx: AppDatabase, conversationIds: readonly string[]): Promise<BuyerSeatRow[]>;
  },
  tx: AppDatabase,
  conversationIds: readonly string[],
): Promise<BuyerPseudonyms> {
  return new BuyerPseudonyms(await repository.valetBuyerSeats(tx, conversationIds));
}
