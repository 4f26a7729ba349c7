import type { RealtimeGateway, RealtimeHandlers } from './RealtimeGateway';

/**
 * A gateway whose adapter (and the schemas it checks events with) loads on the first connect:
 * visitors who never sign in never download it.
 */
export function lazyGateway(load: () => Promise<RealtimeGateway>): RealtimeGateway {
  let gateway: RealtimeGateway | null = null;
  let loading: Promise<RealtimeGateway> | null = null;
  // The handlers of the connection wanted now: a disconnect before the load ends cancels it.
  let wanted: RealtimeHandlers | null = null;
  return {
    connect(handlers) {
      wanted = handlers;
      if (gateway) {
        gateway.connect(handlers);
        return;
      }
      loading ??= load();
      loading.then(
        (loaded) => {
          gateway = loaded;
          if (wanted === handlers) loaded.connect(handlers);
        },
        () => {
          loading = null;
          if (wanted === handlers) handlers.onState('reconnecting');
        },
      );
    },
    disconnect() {
      wanted = null;
      gateway?.disconnect();
    },
    goingAway() {
      gateway?.goingAway();
    },
    async deleteNotifications(ids) {
      await gateway?.deleteNotifications?.(ids);
    },
  };
}
