import type { AtlasNotification } from '../components/NotificationItem/NotificationItem';

/** A fixed "now" for stories and tests: 2025-03-10 12:00:00 UTC. */
export const STORY_NOW = Date.UTC(2025, 2, 10, 12, 0, 0);
const secondsAgo = (seconds: number) => ({
  seconds: Math.floor(STORY_NOW / 1000) - seconds,
  nanoseconds: 250_000_000,
});

export const sampleNotifications: AtlasNotification[] = [
  {
    id: 'n1',
    type: 'valet_completed',
    message: 'Your project <b>Mobile banking app</b> has been submitted.',
    resourceId: 41,
    timestamp: secondsAgo(30),
  },
  {
    id: 'n2',
    type: 'chat_new_message',
    message: '<strong>Northwind Digital</strong> sent you a message.',
    resourceId: 'chat-7',
    timestamp: secondsAgo(5 * 60),
  },
  {
    id: 'n3',
    type: 'contact_request',
    message: 'A new contact request from <em>Acme Corp</em>.',
    resourceId: 'chat-9',
    timestamp: secondsAgo(3 * 3600),
  },
  {
    id: 'n4',
    type: 'awards',
    message: 'You were nominated for the <b>2025 Awards</b>!',
    timestamp: secondsAgo(26 * 3600),
  },
  {
    id: 'n5',
    type: 'special_join_promo',
    message: 'Get into the <b>TOP 10</b> of your city.',
    timestamp: secondsAgo(9 * 24 * 3600),
  },
];
