import type { Counterpart, CounterpartPerson } from '@atlas/api/entities/realtime';

/** Who wrote last first; who never wrote keeps their place (the order they joined). */
export function byLastMessage(people: readonly CounterpartPerson[]): CounterpartPerson[] {
  return [...people].sort((a, b) => (b.lastMessageAt ?? '').localeCompare(a.lastMessageAt ?? ''));
}

/**
 * Who answers for the other side (issue 33): the online person who wrote last, else whoever
 * wrote last. For a company nobody of which is online or wrote yet, nobody is named: naming a
 * member who never opened the conversation misleads.
 */
export function answeringPerson(counterpart: Counterpart): CounterpartPerson | null {
  const people = byLastMessage(counterpart.people);
  return (
    people.find((person) => person.isOnline) ??
    people.find((person) => person.lastMessageAt !== null) ??
    (counterpart.company ? null : (people[0] ?? null))
  );
}

/** The other side is online when any of its people is. */
export function counterpartOnline(counterpart: Counterpart): boolean {
  return counterpart.people.some((person) => person.isOnline);
}

/**
 * The presence line of a conversation: "Acme — Olivia Owner is online", "Acme is offline",
 * "Vera Visitor is online"; null when there is nobody on the other side, or when their presence
 * is not shown (a valet buyer to the company's people, issue 34: "offline" would be untrue).
 */
export function presenceLine(counterpart: Counterpart): string | null {
  const state = counterpartOnline(counterpart) ? 'online' : 'offline';
  const person = answeringPerson(counterpart);
  if (!counterpart.company && person?.presenceHidden) return null;
  if (counterpart.company)
    return person
      ? `${counterpart.company.name} — ${person.name} is ${state}`
      : `${counterpart.company.name} is ${state}`;
  return person ? `${person.name} is ${state}` : null;
}
