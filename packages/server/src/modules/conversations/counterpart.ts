import type { Counterpart, CounterpartPerson, Receiver } from '@atlas/api/entities/realtime';

/** A participant as the conversation shows them (the name the others see, the picture). */
export interface ShownParticipant {
  id: string;
  name: string;
  avatar: string | null;
}

export interface CounterpartInput {
  viewerId: string;
  /** Everyone in the conversation, in the order they joined. */
  participants: readonly ShownParticipant[];
  /** The company the conversation is with (null: none, or gone). */
  company: { name: string } | null;
  /** The ids of that company's members (empty without a company). */
  memberIds: ReadonlySet<string>;
  online: ReadonlySet<string>;
  /** Whose presence the viewer is not shown (a valet buyer's, to the company's people). */
  presenceHidden?: ReadonlySet<string>;
  /** When each participant who wrote last did. */
  lastMessageAt: ReadonlyMap<string, Date>;
}

/**
 * The other side of a conversation as the viewer sees it (issue 33). To a buyer writing to a
 * company, the company is one party: its members in the conversation, online when any of them
 * is. To the company's members, the other side is the people outside it, not their colleagues.
 * People are ordered so the one who answers comes first: who wrote last, then as they joined.
 */
export function counterpartOf(input: CounterpartInput): Counterpart {
  const others = input.participants.filter((person) => person.id !== input.viewerId);
  const isMember = (person: ShownParticipant) => input.memberIds.has(person.id);
  let company: Counterpart['company'] = null;
  let side = others;
  if (input.company && input.memberIds.has(input.viewerId)) {
    const outside = others.filter((person) => !isMember(person));
    if (outside.length > 0) side = outside;
  } else if (input.company) {
    const members = others.filter(isMember);
    if (members.length > 0) {
      company = { name: input.company.name };
      side = members;
    }
  }
  const people: CounterpartPerson[] = side.map((person) => {
    const hidden = input.presenceHidden?.has(person.id) === true;
    return {
      ...person,
      isOnline: !hidden && input.online.has(person.id),
      lastMessageAt: input.lastMessageAt.get(person.id)?.toISOString() ?? null,
      ...(hidden ? { presenceHidden: true } : {}),
    };
  });
  // A stable sort: who never wrote keeps the order of joining.
  people.sort((a, b) => (b.lastMessageAt ?? '').localeCompare(a.lastMessageAt ?? ''));
  return { company, people };
}

/** Who answers for the other side (SPEC §3's receiver): the first online, else the first. */
export function receiverOf(counterpart: Counterpart): Receiver | null {
  const person = counterpart.people.find((item) => item.isOnline) ?? counterpart.people[0];
  if (!person) return null;
  return { id: person.id, name: person.name, avatar: person.avatar, isOnline: person.isOnline };
}
