import { z } from 'zod';

/**
 * The analytics events pages report (SPEC §7) and the ones the company dashboard counts (issue 19).
 * Nothing personal is ever part of one: no address, no account, no free text beyond the listed
 * properties, each a short value.
 */
export const ANALYTICS_EVENTS = [
  'valet_page_access_2',
  'header_awards_banner_click',
  'promote_page_accessed',
  'profile_view',
  'listing_impression',
  'website_click',
  'contact_click',
  // A sponsored place on a TOP 10 page was shown, or followed (issue 22's promo-membership).
  'sponsored_impression',
  'sponsored_click',
] as const;
export const AnalyticsEventNameSchema = z.enum(ANALYTICS_EVENTS, {
  error: 'must be one of the known events',
});
export type AnalyticsEventName = z.infer<typeof AnalyticsEventNameSchema>;

export const ANALYTICS_PROP_MAX_LENGTH = 300;
export const ANALYTICS_MAX_PROPS = 12;

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
