import { data } from 'react-router-dom';
import type { ApiClient } from '@atlas/api/client';
import { ApiError } from '@atlas/api/http';
import type { Survey, SurveySummary } from '@atlas/api/surveys';

/** To anyone but staff these pages do not exist: the API answers 404 and so does the page. */
async function staffOnly<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && [400, 401, 403, 404].includes(error.status))
      throw data(null, { status: 404 });
    throw error;
  }
}

export async function loadSurveys(api: ApiClient, request: Request): Promise<SurveySummary[]> {
  return staffOnly(async () => (await api.listAdminSurveys(request.signal)).data);
}

export async function loadSurvey(api: ApiClient, request: Request, slug: string): Promise<Survey> {
  return staffOnly(async () => (await api.getAdminSurvey(slug, request.signal)).data);
}
