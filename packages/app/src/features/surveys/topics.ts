// The topics live in @atlas/api, so the server's demo data and sitemap use the same list.
export { SURVEY_TOPICS, type SurveyTopic } from '@atlas/api/survey-topics';
