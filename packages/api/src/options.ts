import { z } from 'zod';
import {
  COMPANY_SIZES,
  HOURLY_RATES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  PROFILE_SCORE_LEVELS,
  PROJECT_SIZES,
  PROJECT_STAGES,
  SORT_DIRECTIONS,
  SORT_KEYS,
} from './option-lists';

/**
 * The option lists of SPEC §3 (`option-lists.ts`, which has no zod) and the schemas the server
 * validates with, made from the same lists. Code in the pages imports the lists from
 * `option-lists.ts`, so that it does not load zod.
 */
export * from './option-lists';

export const CompanySizeIdSchema = z.literal(COMPANY_SIZES.map((size) => size.id));
export const HourlyRateIdSchema = z.literal(HOURLY_RATES.map((rate) => rate.id));
export const ProjectSizeSchema = z.literal(PROJECT_SIZES);
export const ProfileScoreLevelSchema = z.enum(PROFILE_SCORE_LEVELS);
export const SortKeySchema = z.enum(SORT_KEYS);
export const SortDirectionSchema = z.enum(SORT_DIRECTIONS);
export const ProjectStageSchema = z.enum(PROJECT_STAGES);
export const NotificationTypeSchema = z.union([
  z.enum(NOTIFICATION_TYPES),
  z.templateLiteral(['special_', z.string().regex(/^[a-z0-9_]{1,40}$/)]),
]);
export const NotificationChannelSchema = z.enum(NOTIFICATION_CHANNELS);
