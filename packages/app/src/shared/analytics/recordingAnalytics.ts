import type { AnalyticsPort, AnalyticsProps } from './AnalyticsPort';

export interface RecordedEvent {
  name: string;
  props: AnalyticsProps;
}

/** The test adapter: keeps every event, in order, for a test to read. */
export function createRecordingAnalytics(): AnalyticsPort & { events: RecordedEvent[] } {
  const events: RecordedEvent[] = [];
  return {
    events,
    track(name, props = {}) {
      events.push({ name, props });
    },
  };
}
