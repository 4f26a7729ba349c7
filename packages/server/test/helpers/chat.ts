import type { AppDatabase } from '../../src/db/client';
import { createConversationRepository } from '../../src/modules/conversations/repository';
import { insertSignedInUser } from './users';

/** Alice and Bob, signed in, in one conversation: the realtime tests' two people. */
export async function insertChattingPair(db: AppDatabase, domain: string) {
  const alice = await insertSignedInUser(db, `alice@${domain}`, 'Alice');
  const bob = await insertSignedInUser(db, `bob@${domain}`, 'Bob');
  const conversationId = await createConversationRepository(db).create(db, {
    subject: 'Alice and Bob',
    companyId: null,
    contactRequestId: null,
    participantIds: [alice.id, bob.id],
    now: new Date(),
  });
  return { alice, bob, conversationId };
}
