import { data, type LoaderFunctionArgs } from 'react-router-dom';
import type { ApiClient } from '@atlas/api/client';
import { ApiError } from '@atlas/api/http';
import type { PublicConfig } from '@atlas/api/ssr';
import { surveyDataFileName, surveyDataPath, surveyPath, type Survey } from '@atlas/api/surveys';
import { NOT_FOUND_MESSAGE } from '../../shared/errors/messages';
import type { PageHead } from '../../shared/routing/head';

export interface SurveyPageData {
  survey: Survey;
  /** Where the responses download (the API's address, from configuration). */
  csvUrl: string;
  csvFileName: string;
  head: PageHead;
}

/** The head of a survey page: a schema.org Dataset with its CSV as the distribution. */
export function surveyHead(survey: Survey, config: PublicConfig, csvUrl: string): PageHead {
  const url = `${config.canonicalUrl}${surveyPath(survey.slug)}`;
  const absoluteCsv = /^https?:/.test(csvUrl) ? csvUrl : `${config.canonicalUrl}${csvUrl}`;
  return {
    title: survey.title,
    description: survey.summary,
    canonicalPath: surveyPath(survey.slug),
    ogType: 'article',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Dataset',
        name: survey.title,
        description: survey.summary,
        url,
        dateModified: survey.updated_at,
        temporalCoverage: `${survey.fielded_from}/${survey.fielded_to}`,
        variableMeasured: survey.questions.map((question) => question.prompt),
        creator: { '@type': 'Organization', name: config.brandName, url: config.canonicalUrl },
        isAccessibleForFree: true,
        distribution: [
          { '@type': 'DataDownload', encodingFormat: 'text/csv', contentUrl: absoluteCsv },
        ],
      },
    ],
  };
}

/** /survey/{topic}: a published survey; unknown or unpublished is the 404 page. */
export function createSurveyLoader(api: ApiClient, config: PublicConfig, slug: string) {
  return async ({ request }: LoaderFunctionArgs): Promise<SurveyPageData> => {
    let survey: Survey;
    try {
      survey = (await api.getSurvey(slug, request.signal)).data;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404)
        throw data(NOT_FOUND_MESSAGE, { status: 404 });
      throw error;
    }
    const csvUrl = `${config.apiBaseUrl}${surveyDataPath(slug)}`;
    return {
      survey,
      csvUrl,
      csvFileName: surveyDataFileName(slug),
      head: surveyHead(survey, config, csvUrl),
    };
  };
}
