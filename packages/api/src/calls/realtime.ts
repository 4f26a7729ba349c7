import { defineCalls } from './define-calls';

/** Realtime (issue 17): notifications, conversations and presence. */
export const realtimeCalls = defineCalls({
  listNotifications: () => import('../endpoints/list-notifications'),
  deleteNotification: () => import('../endpoints/delete-notification'),
  clearNotifications: () => import('../endpoints/clear-notifications'),
  getNotificationPreferences: () => import('../endpoints/get-notification-preferences'),
  updateNotificationPreferences: () => import('../endpoints/update-notification-preferences'),
  listConversations: () => import('../endpoints/list-conversations'),
  getConversation: () => import('../endpoints/get-conversation'),
  sendMessage: () => import('../endpoints/send-message'),
  uploadChatAttachment: () => import('../endpoints/upload-chat-attachment'),
  markConversationRead: () => import('../endpoints/mark-conversation-read'),
  setPresence: () => import('../endpoints/set-presence'),
});
