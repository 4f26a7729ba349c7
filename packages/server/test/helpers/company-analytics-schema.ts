import { z } from 'zod';
import { CompanyAnalyticsSchema } from '@atlas/api/endpoints/company-analytics';

/** The analytics answer, as the app parses it. */
export const GetCompanyAnalyticsResponse = z.object({ data: CompanyAnalyticsSchema });
