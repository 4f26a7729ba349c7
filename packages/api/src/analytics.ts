import { z } from 'zod';
import {
  ANALYTICS_EVENTS,
  ANALYTICS_MAX_PROPS,
  ANALYTICS_PROP_MAX_LENGTH,
} from './analytics-lists';

export { ANALYTICS_EVENTS, ANALYTICS_MAX_PROPS, ANALYTICS_PROP_MAX_LENGTH };

export const AnalyticsEventNameSchema = z.enum(ANALYTICS_EVENTS, {
  error: 'must be one of the known events',
});
export type AnalyticsEventName = z.infer<typeof AnalyticsEventNameSchema>;

const PropValueSchema = z.union([
  z.string().max(ANALYTICS_PROP_MAX_LENGTH, {
    error: `Use at most ${ANALYTICS_PROP_MAX_LENGTH} characters`,
  }),
  z.number().finite(),
  z.boolean(),
  z.null(),
]);

export const AnalyticsEventBodySchema = z.object({
  name: AnalyticsEventNameSchema,
  props: z
    .record(
      z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, { error: 'must be a snake_case name' }),
      PropValueSchema,
    )
    .refine((props) => Object.keys(props).length <= ANALYTICS_MAX_PROPS, {
      error: `must have at most ${ANALYTICS_MAX_PROPS} properties`,
    })
    .default({}),
});
export type AnalyticsEventBody = z.input<typeof AnalyticsEventBodySchema>;
