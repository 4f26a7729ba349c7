import { useEffect } from 'react';
import { reaction } from 'mobx';
import { useStores } from '../stores/StoresContext';

/**
 * Calls `reload` on each new notification of the signed-in person (a brief released, a reply, a
 * review): pages that show what notifications announce stay current without a reload.
 */
export function useReloadOnNotifications(reload: () => void): void {
  const { notifications } = useStores();
  useEffect(
    () =>
      reaction(
        () => notifications.items.map((item) => item.id).join(','),
        () => reload(),
      ),
    [notifications, reload],
  );
}
