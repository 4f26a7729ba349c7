import { makeAutoObservable, runInAction } from 'mobx';
import type { ChatMessage, Counterpart, RealtimeEvent } from '@atlas/api/entities/realtime';
import type { Conversation } from '@atlas/api/endpoints/get-conversation';
import { counterpartOnline } from '../realtime/counterpart';
import type { Stores } from './StoresContext';

/**
 * The chat state of SPEC §3: the current chat and whether its receiver is online, plus the open
 * conversation's messages, kept live by the realtime events.
 */
export class ChatStore {
  currentChatId: string | null = null;
  /** The open conversation's other side, its presence and who wrote last kept live. */
  counterpart: Counterpart | null = null;
  conversation: Conversation | null = null;
  messages: ChatMessage[] = [];
  sending = false;
  /** Files uploaded for the next message. */
  attachments: { path: string; name: string }[] = [];
  uploading = false;
  error: string | null = null;

  constructor(readonly root: Stores) {
    makeAutoObservable(this, { root: false }, { autoBind: true });
  }

  /**
   * SPEC §3's receiver online flag: the other side is online when any of its people is (a
   * company through whichever of its members is there, issue 33).
   */
  get receiverOnline(): boolean {
    return this.counterpart ? counterpartOnline(this.counterpart) : false;
  }

  /** Clearing the current chat resets the receiver online flag (SPEC §4). */
  setCurrentChat(id: string | null): void {
    if (id !== this.currentChatId) this.attachments = [];
    this.currentChatId = id;
    if (id === null) {
      this.counterpart = null;
      this.conversation = null;
      this.messages = [];
    }
  }

  /** Shows a conversation (from the page's loader) as the current chat and marks it read. */
  show(conversation: Conversation): void {
    this.currentChatId = conversation.id;
    this.conversation = conversation;
    this.messages = conversation.messages;
    this.counterpart = conversation.counterpart;
    this.error = null;
    void this.markRead();
  }

  /** After a reconnect: the open conversation again, with what was said meanwhile. */
  async refresh(): Promise<void> {
    const id = this.currentChatId;
    if (!id || !this.conversation) return;
    try {
      const answer = await this.root.api.getConversation(id);
      runInAction(() => {
        if (this.currentChatId === id) this.show(answer.data);
      });
    } catch {
      // The next ready event tries again.
    }
  }

  apply(event: RealtimeEvent): void {
    if (event.type === 'message.created') {
      const { message } = event;
      if (message.conversationId !== this.currentChatId || !this.conversation) return;
      if (this.messages.some((item) => item.id === message.id)) return;
      this.messages = [...this.messages, message].sort((a, b) =>
        BigInt(a.id) < BigInt(b.id) ? -1 : 1,
      );
      if (message.senderId !== this.root.user.user?.id) void this.markRead();
      this.updatePerson(message.senderId, { lastMessageAt: message.createdAt });
    } else if (event.type === 'presence.changed') {
      this.updatePerson(event.userId, { isOnline: event.isOnline });
    }
  }

  private updatePerson(
    id: string | null,
    change: { isOnline: boolean } | { lastMessageAt: string },
  ): void {
    const counterpart = this.counterpart;
    if (!counterpart?.people.some((person) => person.id === id)) return;
    this.counterpart = {
      ...counterpart,
      people: counterpart.people.map((person) =>
        person.id === id ? { ...person, ...change } : person,
      ),
    };
  }

  async markRead(): Promise<void> {
    const id = this.currentChatId;
    if (!id) return;
    try {
      await this.root.api.markConversationRead(id);
    } catch {
      // Read marks are best effort.
    }
  }

  /**
   * Uploads a file to send with the next message (the page offers it while fewer than the most a
   * message takes are attached; the store stays free of the contract's schemas, which every page
   * would load).
   */
  async attach(file: File): Promise<void> {
    const id = this.currentChatId;
    if (!id || this.uploading) return;
    this.uploading = true;
    this.error = null;
    try {
      const answer = await this.root.api.uploadChatAttachment(id, file, file.name);
      runInAction(() => {
        this.attachments = [
          ...this.attachments,
          { path: answer.data.path, name: answer.data.name },
        ];
      });
    } catch (error) {
      runInAction(() => {
        this.error = error instanceof Error ? error.message : 'The file could not be uploaded.';
      });
    } finally {
      runInAction(() => {
        this.uploading = false;
      });
    }
  }

  /** Takes a file back before sending. */
  detach(path: string): void {
    this.attachments = this.attachments.filter((item) => item.path !== path);
  }

  /** Sends a message with the attached files; answers whether it was stored (the composer clears then). */
  async send(text: string): Promise<boolean> {
    const id = this.currentChatId;
    if (!id || this.sending || this.uploading) return false;
    this.sending = true;
    this.error = null;
    try {
      const attachments = this.attachments;
      const answer = await this.root.api.sendMessage(id, {
        body: text,
        ...(attachments.length > 0 ? { attachments } : {}),
      });
      runInAction(() => {
        this.attachments = [];
        this.apply({ type: 'message.created', message: answer.data });
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.error = error instanceof Error ? error.message : 'The message could not be sent.';
      });
      return false;
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
  }
}
